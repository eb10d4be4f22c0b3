// widgets/article-list/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { one: "{current} di {total} articolo", other: "{current} di {total} articoli" },
  articlesLoaded: { one: "{count} altro articolo caricato", other: "{count} altri articoli caricati" },
  listFailed: "Impossibile caricare gli articoli.",
  retry: "Riprova",
} satisfies Table<keyof typeof en>;
