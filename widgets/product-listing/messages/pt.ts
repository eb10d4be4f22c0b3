// widgets/product-listing/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { feedLabel: "Produtos" } satisfies Table<keyof typeof en>;
