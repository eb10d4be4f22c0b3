// core/forms/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "الاسم",
  surnameLabel: "اسم العائلة",
  emailLabel: "البريد الإلكتروني",
  titleLabel: "اللقب",
  required: "هذا الحقل مطلوب",
  tooShort: "أدخل {min} أحرف على الأقل",
  email: "أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com",
  katakana: "استخدم حروف الكاتاكانا كاملة العرض",
  kanji: "اكتب الاسم بحروف الكانجي",
  serverRejected: "يرجى التحقق من هذا الحقل",
  summary: {
    zero: "لا توجد حقول تحتاج إلى انتباهك:",
    one: "حقل واحد يحتاج إلى انتباهك:",
    two: "حقلان يحتاجان إلى انتباهك:",
    few: "{count} حقول تحتاج إلى انتباهك:",
    many: "{count} حقلًا تحتاج إلى انتباهك:",
    other: "{count} حقل تحتاج إلى انتباهك:",
  },
  sending: "جارٍ الإرسال…",
  sent: "شكرًا لك، تم إرسال طلبك.",
  sendFailed: "عذرًا، تعذّر الإرسال. تم الاحتفاظ بإجاباتك: يرجى المحاولة مرة أخرى.",
  tooYoung: "يجب ألا يقل عمرك عن {age} عامًا",
  date: "أدخل تاريخًا صحيحًا",
  titleMr: "السيد",
  titleMs: "السيدة",
  titleMrs: "السيدة (متزوجة)",
  titlePNTS: "أفضّل عدم الإفصاح",
  genderMr: "ذكر",
  genderMs: "أنثى",
} satisfies Table<keyof typeof en>;
