// widgets/collection-looks/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: { one: "Φορτώθηκε {count} ακόμη εμφάνιση", other: "Φορτώθηκαν {count} ακόμη εμφανίσεις" },
  looksFailed: "Δεν ήταν δυνατή η φόρτωση περισσότερων εμφανίσεων.",
} satisfies Table<keyof typeof en>;
