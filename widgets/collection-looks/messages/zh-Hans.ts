// widgets/collection-looks/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { looksLoaded: { other: "已加载 {count} 套造型" }, looksFailed: "无法加载更多造型。" } satisfies Table<keyof typeof en>;
