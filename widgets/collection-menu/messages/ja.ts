// widgets/collection-menu/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "前のコレクション", next: "次のコレクション" } satisfies Table<keyof typeof en>;
