// widgets/product-page/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "Colore",
  size: "Taglia",
  oneSize: "Taglia unica",
  chooseSize: "Scegli",
  checking: "Verifica disponibilità…",
  checkFailed: "Impossibile verificare la disponibilità.",
  detailsFailed: "Impossibile caricare i dettagli di questo colore.",
  retry: "Riprova",
  availableOnline: "Disponibile online",
  inStoreOnly: "Esaurito online, disponibile in boutique",
  soldOut: "Esaurito",
  findInStore: "Trova in boutique",
  wishlist: "Aggiungi alla wishlist",
  item: "Articolo",
} satisfies Table<keyof typeof en>;
