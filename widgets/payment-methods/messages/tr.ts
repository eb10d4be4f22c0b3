// widgets/payment-methods/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "Kart",
  phoneWallet: "Telefon cüzdanı",
  searchWallet: "Arama cüzdanı",
  onlineWallet: "Online cüzdan",
  koreanGateway: "Kore ödeme altyapısı",
  messengerPay: "Mesajlaşma ile ödeme",
  expressChecking: "Bu cihazdaki cüzdanlar kontrol ediliyor…",
  expressNone: "Bu cihazda kullanılabilir cüzdan yok.",
  expressFailed: "Cüzdanlar yüklenemedi. Aşağıdan ödeyebilirsiniz.",
  loading: "{method} yükleniyor…",
  loadFailed: "{method} yüklenemedi. Tekrar deneyin veya başka bir ödeme yöntemi seçin.",
  retry: "Tekrar dene",
  payInFull: "Tek çekim",
  instalmentCount: { other: "{count} taksit" },
  declined: "Ödemeniz reddedildi. Bilgileri kontrol edin veya başka bir ödeme yöntemi seçip siparişi yeniden onaylayın.",
  chooseMethod: "Ödeme yöntemini seçin.",
  unavailableMethod: "{method} şu anda kullanılamıyor. Tekrar deneyin veya başka bir ödeme yöntemi seçin.",
} satisfies Table<keyof typeof en>;
