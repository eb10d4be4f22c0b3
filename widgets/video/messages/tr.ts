// widgets/video/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "Videoyu oynat",
  playTitled: "Videoyu oynat: {title}",
  close: "Videoyu kapat",
  loading: "Video yükleniyor…",
  failed: "Video oynatılamadı.",
  retry: "Tekrar dene",
  quality: "Kalite",
  auto: "Otomatik",
  audio: "Ses",
  subtitles: "Altyazılar",
  off: "Kapalı",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
