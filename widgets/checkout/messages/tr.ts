// widgets/checkout/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count} ürün" },
  quantity: "Adet: {count}",
  subtotal: "Ara toplam",
  discount: "İndirim",
  shippingCost: "Kargo",
  free: "Ücretsiz",
  packaging: "Paketleme",
  packagingStandard: "Standart",
  packagingGift: "Hediye paketi",
  total: "Toplam",
  updating: "Alışveriş çantanız güncelleniyor…",
  bagFailed: "Alışveriş çantanız yüklenemedi.",
  retry: "Tekrar dene",
  bagEmpty: "Alışveriş çantanız boş.",
  placing: "Siparişiniz gönderiliyor…",
  confirming: "Ödemeniz onaylanıyor…",
  redirecting: "Ödeme sayfasına yönlendiriliyorsunuz…",
  bagChanged: "Alışveriş çantanız değişti. Özeti kontrol edin, ardından siparişi yeniden onaylayın.",
  orderFailed: "Siparişiniz onaylanamadı.",
  suggestions: "Adres önerileri",
  suggestionCount: { other: "{count} öneri" },
  noSuggestions: "Öneri yok",
} satisfies Table<keyof typeof en>;
