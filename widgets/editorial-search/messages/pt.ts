// widgets/editorial-search/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "Pesquisando “{query}” no journal…",
  results: { one: "{count} artigo do journal para “{query}”", other: "{count} artigos do journal para “{query}”" },
  noResults: "Nenhum artigo do journal para “{query}”.",
  failed: "Não foi possível carregar os artigos do journal.",
  retry: "Tentar novamente",
} satisfies Table<keyof typeof en>;
