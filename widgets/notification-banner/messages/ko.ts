// widgets/notification-banner/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "알림 닫기" } satisfies Table<keyof typeof en>;
