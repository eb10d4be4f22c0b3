// widgets/payment-methods/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "البطاقة",
  phoneWallet: "محفظة الهاتف",
  searchWallet: "محفظة البحث",
  onlineWallet: "المحفظة الإلكترونية",
  koreanGateway: "بوابة الدفع الكورية",
  messengerPay: "الدفع عبر تطبيق المراسلة",
  expressChecking: "جارٍ التحقق من المحافظ المتاحة على هذا الجهاز…",
  expressNone: "لا توجد محفظة متاحة على هذا الجهاز.",
  expressFailed: "تعذّر تحميل المحافظ. يمكنك الدفع أدناه.",
  loading: "جارٍ تحميل {method}…",
  loadFailed: "تعذّر تحميل {method}. أعد المحاولة أو اختر طريقة دفع أخرى.",
  retry: "إعادة المحاولة",
  payInFull: "الدفع كاملًا",
  instalmentCount: { other: "{count} أقساط" },
  declined: "رُفض الدفع. تحقّق من البيانات أو اختر طريقة دفع أخرى، ثم أكّد الطلب مرة أخرى.",
  chooseMethod: "اختر طريقة الدفع.",
  unavailableMethod: "{method} غير متاح حاليًا. أعد المحاولة أو اختر طريقة دفع أخرى.",
} satisfies Table<keyof typeof en>;
