// core/carousel/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "輪播", slide: "投影片", slideOf: "第 {index} 張，共 {count} 張" } satisfies Table<keyof typeof en>;
