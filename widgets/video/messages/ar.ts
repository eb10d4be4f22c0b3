// widgets/video/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "تشغيل الفيديو",
  playTitled: "تشغيل الفيديو: {title}",
  close: "إغلاق الفيديو",
  loading: "جارٍ تحميل الفيديو…",
  failed: "تعذّر تشغيل الفيديو.",
  retry: "إعادة المحاولة",
  quality: "الجودة",
  auto: "تلقائي",
  audio: "الصوت",
  subtitles: "الترجمة",
  off: "إيقاف",
  cc: "(CC)",
  kbps: "{value} كيلوبت/ث",
} satisfies Table<keyof typeof en>;
