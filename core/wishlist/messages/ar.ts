// core/wishlist/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "احفظ في قائمة الرغبات",
  saveNamed: "احفظ في قائمة الرغبات: {name}",
  failed: "عذرًا، تعذّر تغيير قائمة الرغبات. يُرجى المحاولة مرة أخرى.",
  full: "قائمة الرغبات ممتلئة ({limit} منتجًا): احذف منتجًا لحفظ آخر.",
  notKept: "محفوظ لهذه الزيارة فقط: هذا المتصفح لا يحتفظ بقائمة الرغبات على هذا الجهاز.",
} satisfies Table<keyof typeof en>;
