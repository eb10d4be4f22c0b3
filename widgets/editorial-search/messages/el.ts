// widgets/editorial-search/messages.ts in Greek: a chunk of its own, loaded on a page in Greek only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "Αναζήτηση του «{query}» στο περιοδικό…",
  results: { one: "{count} άρθρο του περιοδικού για «{query}»", other: "{count} άρθρα του περιοδικού για «{query}»" },
  noResults: "Κανένα άρθρο του περιοδικού για «{query}».",
  failed: "Δεν ήταν δυνατή η φόρτωση των άρθρων.",
  retry: "Δοκιμάστε ξανά",
} satisfies Table<keyof typeof en>;
