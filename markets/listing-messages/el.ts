// markets/listing-messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "Περισσότερα",
  loading: "Φόρτωση…",
  loadFailed: "Δεν ήταν δυνατή η φόρτωση περισσότερων.",
  itemsLoaded: { one: "Φορτώθηκε {count} ακόμη είδος", other: "Φορτώθηκαν {count} ακόμη είδη" },
  resultsCount: "{current} από {total}",
} satisfies Table<keyof typeof en>;
