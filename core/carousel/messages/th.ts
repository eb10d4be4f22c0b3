// core/carousel/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "ภาพหมุนเวียน", slide: "สไลด์", slideOf: "{index} จาก {count}" } satisfies Table<keyof typeof en>;
