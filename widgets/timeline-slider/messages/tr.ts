// widgets/timeline-slider/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "Slayt gösterisini duraklat",
  play: "Slayt gösterisini oynat",
  previous: "Önceki slayt",
  next: "Sonraki slayt",
  picker: "Slayt seçin",
} satisfies Table<keyof typeof en>;
