// widgets/zoom-overlay/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
// No market defaults to Greek, but gr shoppers may pick it through the static-lang cookie.
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "Συλλογή εικόνων",
  close: "Κλείσιμο",
  previous: "Προηγούμενη εικόνα",
  next: "Επόμενη εικόνα",
  counter: "Εικόνα {n} από {total}",
  zoomIn: "Μεγέθυνση",
  zoomOut: "Σμίκρυνση",
} satisfies Table<keyof typeof en>;
