// widgets/zoom-overlay/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "Galleria di immagini",
  close: "Chiudi",
  previous: "Immagine precedente",
  next: "Immagine successiva",
  counter: "Immagine {n} di {total}",
  zoomIn: "Ingrandisci",
  zoomOut: "Riduci",
} satisfies Table<keyof typeof en>;
