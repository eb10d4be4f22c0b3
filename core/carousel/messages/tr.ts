// core/carousel/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "döngü", slide: "slayt", slideOf: "{index} / {count}" } satisfies Table<keyof typeof en>;
