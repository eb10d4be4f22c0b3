// widgets/product-page/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "Renk",
  size: "Beden",
  oneSize: "Tek beden",
  chooseSize: "Seç",
  checking: "Stok kontrol ediliyor…",
  checkFailed: "Stok kontrol edilemedi.",
  detailsFailed: "Bu rengin ayrıntıları yüklenemedi.",
  retry: "Tekrar dene",
  availableOnline: "Online satışta",
  inStoreOnly: "Online tükendi, mağazada mevcut",
  soldOut: "Tükendi",
  findInStore: "Mağazada bul",
  wishlist: "İstek listesine ekle",
  item: "Ürün",
} satisfies Table<keyof typeof en>;
