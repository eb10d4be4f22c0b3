// widgets/caption-gallery/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "الصورة السابقة", next: "الصورة التالية", announce: "الصورة {position}: {caption}" } satisfies Table<
  keyof typeof en
>;
