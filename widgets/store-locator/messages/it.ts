// widgets/store-locator/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Trova una boutique",
  showMap: "Mostra mappa",
  mapLabel: "Mappa delle boutique",
  showOnMap: "Mostra {name} sulla mappa",
  details: "Dettagli",
  contact: "Contattaci",
  selected: "{name} selezionata.",
  mapFailed: "Impossibile caricare la mappa. L'elenco mostra tutte le boutique.",
} satisfies Table<keyof typeof en>;
