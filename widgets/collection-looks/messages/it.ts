// widgets/collection-looks/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: { one: "{count} altro look caricato", other: "{count} altri look caricati" },
  looksFailed: "Impossibile caricare altri look.",
} satisfies Table<keyof typeof en>;
