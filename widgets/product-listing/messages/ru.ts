// widgets/product-listing/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { feedLabel: "Товары" } satisfies Table<keyof typeof en>;
