// core/forms/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "Ad",
  surnameLabel: "Soyad",
  emailLabel: "E-posta",
  titleLabel: "Unvan",
  required: "Bu alan zorunludur",
  tooShort: "En az {min} karakter girin",
  email: "Geçerli bir e-posta adresi girin, ör. ad@ornek.com",
  katakana: "Tam genişlikte katakana kullanın",
  kanji: "Adı kanji ile yazın",
  serverRejected: "Lütfen bu alanı kontrol edin",
  summary: { other: "{count} alan kontrol edilmeli:" },
  sending: "Gönderiliyor…",
  sent: "Teşekkürler, talebiniz gönderildi.",
  sendFailed: "Üzgünüz, gönderilemedi. Yanıtlarınız korundu: lütfen tekrar deneyin.",
  tooYoung: "En az {age} yaşında olmalısınız",
  date: "Var olan bir tarih girin",
  titleMr: "Bay",
  titleMs: "Bayan",
  titleMrs: "Bayan (evli)",
  titlePNTS: "Belirtmek istemiyorum",
  genderMr: "Erkek",
  genderMs: "Kadın",
} satisfies Table<keyof typeof en>;
