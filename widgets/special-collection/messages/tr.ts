// widgets/special-collection/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}: {count} ürün" },
  categoryFailed: "Bu kategori yüklenemedi.",
  retry: "Tekrar dene",
} satisfies Table<keyof typeof en>;
