// widgets/collection-looks/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { looksLoaded: { other: "已載入 {count} 套造型" }, looksFailed: "無法載入更多造型。" } satisfies Table<keyof typeof en>;
