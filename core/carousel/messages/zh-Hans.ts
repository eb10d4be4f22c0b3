// core/carousel/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "轮播", slide: "幻灯片", slideOf: "第 {index} 张，共 {count} 张" } satisfies Table<keyof typeof en>;
