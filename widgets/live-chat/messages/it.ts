// widgets/live-chat/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "Chatta con un consulente",
  loading: "Connessione alla chat…",
  failed: "La chat non è disponibile al momento. Ti invitiamo a contattarci.",
  retry: "Riprova la chat",
  contact: "Contattaci",
} satisfies Table<keyof typeof en>;
