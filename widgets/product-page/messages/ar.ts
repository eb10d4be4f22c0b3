// widgets/product-page/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "اللون",
  size: "المقاس",
  oneSize: "مقاس واحد",
  chooseSize: "اختر",
  checking: "جارٍ التحقق من التوفر…",
  checkFailed: "تعذّر التحقق من التوفر.",
  detailsFailed: "تعذّر تحميل تفاصيل هذا اللون.",
  retry: "حاول مرة أخرى",
  availableOnline: "متوفر عبر الإنترنت",
  inStoreOnly: "نفد عبر الإنترنت، متوفر في المتجر",
  soldOut: "نفد من المخزون",
  findInStore: "ابحث في المتجر",
  wishlist: "أضف إلى قائمة الرغبات",
  item: "المنتج",
} satisfies Table<keyof typeof en>;
