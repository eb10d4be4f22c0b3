// widgets/header-menu/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { menu: "Menu" } satisfies Table<keyof typeof en>;
