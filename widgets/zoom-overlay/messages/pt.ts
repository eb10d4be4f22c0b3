// widgets/zoom-overlay/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "Galeria de imagens",
  close: "Fechar",
  previous: "Imagem anterior",
  next: "Próxima imagem",
  counter: "Imagem {n} de {total}",
  zoomIn: "Ampliar",
  zoomOut: "Reduzir",
} satisfies Table<keyof typeof en>;
