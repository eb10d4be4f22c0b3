// widgets/collection-looks/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { looksLoaded: { other: "โหลดลุคเพิ่ม {count} ลุค" }, looksFailed: "ไม่สามารถโหลดลุคเพิ่มได้" } satisfies Table<keyof typeof en>;
