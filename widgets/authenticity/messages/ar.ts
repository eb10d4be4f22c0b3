// widgets/authenticity/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "أصالة المنتج",
  checking: "جارٍ التحقق من البطاقة…",
  verified: "هذا المنتج أصلي.",
  olderTap: "هذه البيانات من لمسة سابقة للبطاقة. المس البطاقة مرة أخرى للتحقق من المنتج الآن.",
  noValidInputData: "فُتحت هذه الصفحة بدون بيانات البطاقة. المس البطاقة بهاتفك لفتحها مرة أخرى.",
  expiredPage: "انتهت صلاحية هذه الصفحة. المس البطاقة مرة أخرى لعرض بيانات المنتج.",
  noValidTag: "لم يتم التعرف على هذه البطاقة كبطاقة تابعة لنا. يرجى التواصل مع خدمة العملاء.",
  networkError: "تعذر الوصول إلى خدمة التحقق من الأصالة حاليًا. يرجى المحاولة مرة أخرى.",
  jsonDataError: "تعذرت قراءة رد خدمة التحقق من الأصالة. يرجى المحاولة مرة أخرى.",
  retry: "إعادة المحاولة",
  scanAgain: "القراءة مرة أخرى",
  scanPrompt: "قرّب هاتفك من البطاقة.",
  scanFailed: "تعذرت قراءة البطاقة. يرجى المحاولة مرة أخرى.",
  reference: "المرجع",
  serialNumber: "الرقم التسلسلي",
  height: "الارتفاع",
  width: "العرض",
  depth: "العمق",
  co2: "البصمة الكربونية (CO2)",
  directToConsumer: "يُباع مباشرة من الدار.",
  eternalGold: "جزء من مشروع Eternal Gold.",
  certificates: "الشهادات",
  certificateCoc: "شهادة المطابقة (PDF)",
  certificateLab: "شهادة مختبر الأحجار الكريمة (PDF)",
} satisfies Table<keyof typeof en>;
