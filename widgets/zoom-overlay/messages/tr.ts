// widgets/zoom-overlay/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "Görsel galerisi",
  close: "Kapat",
  previous: "Önceki görsel",
  next: "Sonraki görsel",
  counter: "Görsel {n} / {total}",
  zoomIn: "Yakınlaştır",
  zoomOut: "Uzaklaştır",
} satisfies Table<keyof typeof en>;
