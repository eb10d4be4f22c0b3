// widgets/collection-menu/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "Collezioni precedenti", next: "Altre collezioni" } satisfies Table<keyof typeof en>;
