// markets/listing-messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "Carregar mais",
  loading: "Carregando…",
  loadFailed: "Não foi possível carregar mais itens.",
  itemsLoaded: { one: "{count} item carregado", other: "{count} itens carregados" },
  resultsCount: "{current} de {total}",
} satisfies Table<keyof typeof en>;
