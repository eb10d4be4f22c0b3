// widgets/wishlist/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "قائمة رغباتك محفوظة على هذا الجهاز فقط. سجّل الدخول للاحتفاظ بها في حسابك.",
  signIn: "تسجيل الدخول",
  loading: "جارٍ التحميل…",
  empty: "قائمة رغباتك فارغة.",
  sharedEmpty: "لا يحتوي هذا الرابط على قائمة رغبات.",
  dropped: {
    zero: "تعذّرت قراءة {count} عنصر من هذا الرابط.",
    one: "تعذّرت قراءة عنصر واحد من هذا الرابط.",
    two: "تعذّرت قراءة عنصرين من هذا الرابط.",
    few: "تعذّرت قراءة {count} عناصر من هذا الرابط.",
    other: "تعذّرت قراءة {count} عنصرًا من هذا الرابط.",
  },
  loadFailed: "تعذّر تحميل قائمة رغباتك.",
  itemFailed: "تعذّر تحميل هذا المنتج.",
  retry: "أعد المحاولة",
  share: "شارك قائمة الرغبات هذه",
  shareHint: "يرى كل من لديه هذا الرابط القائمة كما هي الآن.",
  copy: "انسخ الرابط",
  copied: "تم نسخ الرابط.",
  copyFailed: "تعذّر نسخ الرابط: حدّده وانسخه.",
} satisfies Table<keyof typeof en>;
