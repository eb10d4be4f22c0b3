// core/carousel/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "carrossel", slide: "item", slideOf: "{index} de {count}" } satisfies Table<keyof typeof en>;
