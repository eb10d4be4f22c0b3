// core/wishlist/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "İstek listesine kaydet",
  saveNamed: "İstek listesine kaydet: {name}",
  failed: "Üzgünüz, istek listeniz değiştirilemedi. Lütfen tekrar deneyin.",
  full: "İstek listeniz dolu ({limit} ürün): başka birini kaydetmek için birini kaldırın.",
  notKept: "Yalnızca bu ziyaret için kaydedildi: bu tarayıcı istek listenizi bu cihazda saklamıyor.",
} satisfies Table<keyof typeof en>;
