// markets/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
// No market defaults to Greek, but gr shoppers may pick it through the static-lang cookie.
import type { Table, en } from "../messages";

export default {
  availableSoon: "Διαθέσιμο σύντομα",
  outOfStock: "Εξαντλήθηκε",
  onlineExclusive: "Αποκλειστικά online",
  madeToOrder: "Κατά παραγγελία",
  priceOnRequest: "Τιμή κατόπιν αιτήματος",
  originalPrice: "Αρχική τιμή",
  privatePrice: "Τιμή ιδιωτικών εκπτώσεων",
  colourCount: { one: "{count} χρώμα", other: "{count} χρώματα" },
} satisfies Table<keyof typeof en>;
