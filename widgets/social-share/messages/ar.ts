// widgets/social-share/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "مشاركة",
  shareOn: "المشاركة على {network}",
  native: "مشاركة…",
  copy: "نسخ الرابط",
  copied: "تم نسخ الرابط",
  copyFailed: "تعذر نسخ الرابط: حدده وانسخه بنفسك.",
  newWindow: "(يفتح في نافذة جديدة)",
} satisfies Table<keyof typeof en>;
