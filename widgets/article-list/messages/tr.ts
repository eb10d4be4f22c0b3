// widgets/article-list/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "{total} makaleden {current} tanesi" },
  articlesLoaded: { other: "{count} makale daha yüklendi" },
  listFailed: "Makaleler yüklenemedi.",
  retry: "Tekrar dene",
} satisfies Table<keyof typeof en>;
