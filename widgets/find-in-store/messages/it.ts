// widgets/find-in-store/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "Trova in boutique",
  title: "Trova in boutique",
  intro: "Boutique con questo articolo disponibile",
  close: "Chiudi",
  loading: "Verifica delle boutique…",
  failed: "Impossibile verificare le boutique.",
  retry: "Riprova",
  empty: "Nessuna boutique di questo mercato ha ora questo articolo.",
  hours: "Orari di apertura",
  closed: "Chiuso",
  hoursUnknown: "Orari non disponibili",
  count: { one: "{count} boutique", other: "{count} boutique" },
} satisfies Table<keyof typeof en>;
