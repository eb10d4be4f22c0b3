// markets/listing-messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "Carica altri",
  loading: "Caricamento…",
  loadFailed: "Impossibile caricare altri articoli.",
  itemsLoaded: { one: "{count} altro articolo caricato", other: "{count} altri articoli caricati" },
  resultsCount: "{current} di {total}",
} satisfies Table<keyof typeof en>;
