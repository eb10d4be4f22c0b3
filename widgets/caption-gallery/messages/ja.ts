// widgets/caption-gallery/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "前の画像", next: "次の画像", announce: "画像 {position}：{caption}" } satisfies Table<keyof typeof en>;
