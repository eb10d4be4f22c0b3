// widgets/article-list/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { one: "{current} de {total} artigo", other: "{current} de {total} artigos" },
  articlesLoaded: { one: "Mais {count} artigo carregado", other: "Mais {count} artigos carregados" },
  listFailed: "Não foi possível carregar os artigos.",
  retry: "Tentar novamente",
} satisfies Table<keyof typeof en>;
