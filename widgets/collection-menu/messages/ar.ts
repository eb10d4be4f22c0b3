// widgets/collection-menu/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "المجموعات السابقة", next: "المزيد من المجموعات" } satisfies Table<keyof typeof en>;
