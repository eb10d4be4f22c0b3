// widgets/collection-menu/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "上一組系列", next: "更多系列" } satisfies Table<keyof typeof en>;
