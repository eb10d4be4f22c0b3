// widgets/editorial-search/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "Ricerca nel journal di “{query}”…",
  results: { one: "{count} articolo del journal per “{query}”", other: "{count} articoli del journal per “{query}”" },
  noResults: "Nessun articolo del journal per “{query}”.",
  failed: "Impossibile caricare gli articoli del journal.",
  retry: "Riprova",
} satisfies Table<keyof typeof en>;
