// widgets/live-chat/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "Bir danışmanla sohbet edin",
  loading: "Sohbete bağlanılıyor…",
  failed: "Sohbet şu anda kullanılamıyor. Lütfen bizimle iletişime geçin.",
  retry: "Sohbeti yeniden dene",
  contact: "Bize ulaşın",
} satisfies Table<keyof typeof en>;
