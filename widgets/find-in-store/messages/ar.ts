// widgets/find-in-store/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "ابحث في المتجر",
  title: "ابحث في المتجر",
  intro: "البوتيكات التي يتوفر فيها هذا المنتج",
  close: "إغلاق",
  loading: "جارٍ التحقق من البوتيكات…",
  failed: "تعذر التحقق من البوتيكات.",
  retry: "إعادة المحاولة",
  empty: "لا يتوفر هذا المنتج حاليًا في أي بوتيك في هذا السوق.",
  hours: "ساعات العمل",
  closed: "مغلق",
  hoursUnknown: "ساعات العمل غير متاحة",
  count: {
    zero: "لا بوتيكات",
    one: "بوتيك واحد",
    two: "بوتيكان",
    few: "{count} بوتيكات",
    many: "{count} بوتيكًا",
    other: "{count} بوتيك",
  },
} satisfies Table<keyof typeof en>;
