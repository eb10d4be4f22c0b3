// core/wishlist/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "Salva nella wishlist",
  saveNamed: "Salva nella wishlist: {name}",
  failed: "Spiacenti, non è stato possibile modificare la wishlist. Riprova.",
  full: "La tua wishlist è piena ({limit} articoli): rimuovine uno per salvarne un altro.",
  notKept: "Salvato solo per questa visita: questo browser non conserva la wishlist su questo dispositivo.",
} satisfies Table<keyof typeof en>;
