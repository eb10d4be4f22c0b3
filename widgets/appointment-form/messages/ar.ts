// widgets/appointment-form/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "احجز موعدًا",
  store: "البوتيك",
  date: "التاريخ",
  time: "الوقت",
  reason: "سبب الزيارة",
  collection: "المجموعة",
  additionalInfo: "هل هناك ما يجب أن نعرفه؟",
  country: "البلد",
  katakanaName: "الاسم (كاتاكانا)",
  katakanaLastName: "اسم العائلة (كاتاكانا)",
  submit: "طلب موعد",
  chooseDate: "اختر تاريخًا",
  chooseTime: "اختر وقتًا",
  chooseReason: "اختر السبب",
  chooseCollection: "أي مجموعة",
  loadingHours: "جارٍ تحميل ساعات عمل البوتيك…",
  hoursFailed: "تعذّر تحميل ساعات عمل البوتيك.",
  retry: "أعد المحاولة",
  noDays: "لا تتوفر أيام للمواعيد في هذا البوتيك.",
  visionare_nuova_collezione: "اكتشاف المجموعة الجديدة",
  prodotto_su_misura: "منتج حسب المقاس",
  prodotto_personalizzato: "منتج مخصص",
  regalo: "هدية",
  occasione_speciale: "مناسبة خاصة",
  riparazioni: "إصلاحات",
  altro: "غير ذلك",
} satisfies Table<keyof typeof en>;
