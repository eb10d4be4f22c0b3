// widgets/caption-gallery/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "이전 이미지", next: "다음 이미지", announce: "이미지 {position}: {caption}" } satisfies Table<keyof typeof en>;
