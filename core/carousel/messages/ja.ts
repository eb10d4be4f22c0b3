// core/carousel/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "カルーセル", slide: "スライド", slideOf: "{count} 枚中 {index} 枚目" } satisfies Table<keyof typeof en>;
