// widgets/special-collection/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}: {count} รายการ" },
  categoryFailed: "ไม่สามารถโหลดหมวดหมู่นี้ได้",
  retry: "ลองอีกครั้ง",
} satisfies Table<keyof typeof en>;
