// widgets/video/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "Reproduzir vídeo",
  playTitled: "Reproduzir vídeo: {title}",
  close: "Fechar vídeo",
  loading: "Carregando vídeo…",
  failed: "Não foi possível reproduzir o vídeo.",
  retry: "Tentar novamente",
  quality: "Qualidade",
  auto: "Automática",
  audio: "Áudio",
  subtitles: "Legendas",
  off: "Desativadas",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
