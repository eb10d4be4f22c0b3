// widgets/product-listing/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { feedLabel: "商品" } satisfies Table<keyof typeof en>;
