// markets/listing-messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "Daha fazla yükle",
  loading: "Yükleniyor…",
  loadFailed: "Daha fazla ürün yüklenemedi.",
  itemsLoaded: { other: "{count} ürün daha yüklendi" },
  resultsCount: "{current} / {total}",
} satisfies Table<keyof typeof en>;
