// widgets/collection-looks/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: { one: "{count} look carregado", other: "{count} looks carregados" },
  looksFailed: "Não foi possível carregar mais looks.",
} satisfies Table<keyof typeof en>;
