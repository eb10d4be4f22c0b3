// core/location-messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "استخدم موقعي",
  place: "المدينة",
  find: "بحث",
  bookAppointment: "احجز موعدًا",
  locating: "جارٍ تحديد موقعك…",
  sorted: "تم ترتيب البوتيكات حسب المسافة من {place}.",
  yourLocation: "موقعك",
  locateFailed: "موقعك غير متاح. اكتب اسم مدينة بدلاً من ذلك.",
  noPlace: "لا توجد مدينة بوتيك تطابق «{place}».",
  distance: "على بعد {distance}",
} satisfies Table<keyof typeof en>;
