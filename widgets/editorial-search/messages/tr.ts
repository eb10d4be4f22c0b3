// widgets/editorial-search/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "Dergide “{query}” aranıyor…",
  results: { other: "“{query}” için {count} dergi makalesi" },
  noResults: "“{query}” için dergi makalesi yok.",
  failed: "Dergi makaleleri yüklenemedi.",
  retry: "Tekrar dene",
} satisfies Table<keyof typeof en>;
