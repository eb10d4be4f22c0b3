// widgets/timeline-slider/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "Pausar a apresentação",
  play: "Reproduzir a apresentação",
  previous: "Item anterior",
  next: "Próximo item",
  picker: "Escolha um item",
} satisfies Table<keyof typeof en>;
