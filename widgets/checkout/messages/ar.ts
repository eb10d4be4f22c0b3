// widgets/checkout/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { zero: "{count} منتج", one: "منتج واحد", two: "منتجان", few: "{count} منتجات", many: "{count} منتجًا", other: "{count} منتج" },
  quantity: "الكمية: {count}",
  subtotal: "المجموع الفرعي",
  discount: "الخصم",
  shippingCost: "الشحن",
  free: "مجاني",
  packaging: "التغليف",
  packagingStandard: "عادي",
  packagingGift: "تغليف هدية",
  total: "الإجمالي",
  updating: "جارٍ تحديث حقيبة التسوق…",
  bagFailed: "تعذّر تحميل حقيبة التسوق.",
  retry: "إعادة المحاولة",
  bagEmpty: "حقيبة التسوق فارغة.",
  placing: "جارٍ إرسال طلبك…",
  confirming: "جارٍ تأكيد الدفع…",
  redirecting: "جارٍ نقلك إلى صفحة الدفع…",
  bagChanged: "تغيّرت حقيبة التسوق. راجع الملخص ثم أكّد الطلب مرة أخرى.",
  orderFailed: "تعذّر تأكيد طلبك.",
  suggestions: "اقتراحات العناوين",
  suggestionCount: {
    zero: "لا اقتراحات",
    one: "اقتراح واحد",
    two: "اقتراحان",
    few: "{count} اقتراحات",
    many: "{count} اقتراحًا",
    other: "{count} اقتراح",
  },
  noSuggestions: "لا توجد اقتراحات",
} satisfies Table<keyof typeof en>;
