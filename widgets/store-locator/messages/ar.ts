// widgets/store-locator/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "ابحث عن بوتيك",
  showMap: "عرض الخريطة",
  mapLabel: "خريطة البوتيكات",
  showOnMap: "عرض {name} على الخريطة",
  details: "التفاصيل",
  contact: "اتصل بنا",
  selected: "تم اختيار {name}.",
  mapFailed: "تعذر تحميل الخريطة. تعرض القائمة جميع البوتيكات.",
} satisfies Table<keyof typeof en>;
