// widgets/bag-count/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { announce: { other: "ショッピングバッグ：{count} 点" } } satisfies Table<keyof typeof en>;
