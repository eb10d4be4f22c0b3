// widgets/timeline-slider/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "Παύση της προβολής διαφανειών",
  play: "Αναπαραγωγή της προβολής διαφανειών",
  previous: "Προηγούμενη διαφάνεια",
  next: "Επόμενη διαφάνεια",
  picker: "Επιλέξτε διαφάνεια",
} satisfies Table<keyof typeof en>;
