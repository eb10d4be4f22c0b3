// widgets/special-collection/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { one: "{category}: {count} prodotto", other: "{category}: {count} prodotti" },
  categoryFailed: "Impossibile caricare questa categoria.",
  retry: "Riprova",
} satisfies Table<keyof typeof en>;
