// widgets/timeline-slider/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "Metti in pausa la presentazione",
  play: "Avvia la presentazione",
  previous: "Diapositiva precedente",
  next: "Diapositiva successiva",
  picker: "Scegli una diapositiva",
} satisfies Table<keyof typeof en>;
