// core/carousel/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "عرض دوّار", slide: "شريحة", slideOf: "{index} من {count}" } satisfies Table<keyof typeof en>;
