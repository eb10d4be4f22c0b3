// widgets/header-menu/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { menu: "Меню" } satisfies Table<keyof typeof en>;
