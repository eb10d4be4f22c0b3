// widgets/collection-menu/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "Coleções anteriores", next: "Mais coleções" } satisfies Table<keyof typeof en>;
