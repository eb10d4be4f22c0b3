// widgets/notification-banner/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "关闭通知" } satisfies Table<keyof typeof en>;
