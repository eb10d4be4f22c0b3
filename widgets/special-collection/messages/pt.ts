// widgets/special-collection/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { one: "{category}: {count} produto", other: "{category}: {count} produtos" },
  categoryFailed: "Não foi possível carregar esta categoria.",
  retry: "Tentar novamente",
} satisfies Table<keyof typeof en>;
