// widgets/caption-gallery/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "ภาพก่อนหน้า", next: "ภาพถัดไป", announce: "ภาพ {position}: {caption}" } satisfies Table<keyof typeof en>;
