// widgets/wishlist/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "İstek listeniz yalnızca bu cihazda saklanıyor. Hesabınızda saklamak için giriş yapın.",
  signIn: "Giriş yap",
  loading: "Yükleniyor…",
  empty: "İstek listeniz boş.",
  sharedEmpty: "Bu bağlantıda bir istek listesi yok.",
  dropped: { other: "Bu bağlantıdaki {count} öğe okunamadı." },
  loadFailed: "İstek listeniz yüklenemedi.",
  itemFailed: "Bu ürün yüklenemedi.",
  retry: "Tekrar dene",
  share: "Bu istek listesini paylaş",
  shareHint: "Bu bağlantıya sahip herkes listeyi şu anki haliyle görür.",
  copy: "Bağlantıyı kopyala",
  copied: "Bağlantı kopyalandı.",
  copyFailed: "Bağlantı kopyalanamadı: seçip kopyalayın.",
} satisfies Table<keyof typeof en>;
