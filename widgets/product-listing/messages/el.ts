// widgets/product-listing/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { feedLabel: "Προϊόντα" } satisfies Table<keyof typeof en>;
