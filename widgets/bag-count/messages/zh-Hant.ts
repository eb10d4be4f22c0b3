// widgets/bag-count/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { announce: { other: "購物袋：{count} 件商品" } } satisfies Table<keyof typeof en>;
