// widgets/product-listing/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { feedLabel: "สินค้า" } satisfies Table<keyof typeof en>;
