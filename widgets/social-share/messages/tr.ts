// widgets/social-share/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "Paylaş",
  shareOn: "{network} üzerinde paylaş",
  native: "Paylaş…",
  copy: "Bağlantıyı kopyala",
  copied: "Bağlantı kopyalandı",
  copyFailed: "Bağlantı kopyalanamadı: seçip kendiniz kopyalayın.",
  newWindow: "(yeni pencerede açılır)",
} satisfies Table<keyof typeof en>;
