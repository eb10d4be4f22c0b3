// widgets/collection-menu/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "上一组系列", next: "更多系列" } satisfies Table<keyof typeof en>;
