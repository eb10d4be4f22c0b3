// widgets/live-chat/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "الدردشة مع مستشار",
  loading: "جارٍ الاتصال بالدردشة…",
  failed: "الدردشة غير متاحة حاليًا. يرجى التواصل معنا.",
  retry: "إعادة محاولة الدردشة",
  contact: "اتصل بنا",
} satisfies Table<keyof typeof en>;
