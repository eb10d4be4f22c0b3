// widgets/notification-banner/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "ปิดการแจ้งเตือน" } satisfies Table<keyof typeof en>;
