// widgets/video/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "Riproduci il video",
  playTitled: "Riproduci il video: {title}",
  close: "Chiudi il video",
  loading: "Caricamento del video…",
  failed: "Impossibile riprodurre il video.",
  retry: "Riprova",
  quality: "Qualità",
  auto: "Automatica",
  audio: "Traccia audio",
  subtitles: "Sottotitoli",
  off: "Disattivati",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
