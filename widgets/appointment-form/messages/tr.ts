// widgets/appointment-form/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Randevu alın",
  store: "Butik",
  date: "Tarih",
  time: "Saat",
  reason: "Ziyaret nedeni",
  collection: "Koleksiyon",
  additionalInfo: "Bilmemiz gereken bir şey var mı?",
  country: "Ülke",
  katakanaName: "Ad (katakana)",
  katakanaLastName: "Soyad (katakana)",
  submit: "Randevu talep et",
  chooseDate: "Tarih seçin",
  chooseTime: "Saat seçin",
  chooseReason: "Neden seçin",
  chooseCollection: "Tüm koleksiyonlar",
  loadingHours: "Butiğin çalışma saatleri yükleniyor…",
  hoursFailed: "Butiğin çalışma saatleri yüklenemedi.",
  retry: "Tekrar dene",
  noDays: "Bu butikte randevu için uygun gün yok.",
  visionare_nuova_collezione: "Yeni koleksiyonu keşfetmek",
  prodotto_su_misura: "Ölçüye özel ürün",
  prodotto_personalizzato: "Kişiselleştirilmiş ürün",
  regalo: "Hediye",
  occasione_speciale: "Özel bir gün",
  riparazioni: "Onarım",
  altro: "Diğer",
} satisfies Table<keyof typeof en>;
