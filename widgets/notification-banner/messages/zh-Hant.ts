// widgets/notification-banner/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "關閉通知" } satisfies Table<keyof typeof en>;
