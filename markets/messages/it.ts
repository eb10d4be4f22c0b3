// markets/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "Disponibile a breve",
  outOfStock: "Esaurito",
  onlineExclusive: "Esclusiva online",
  madeToOrder: "Su ordinazione",
  priceOnRequest: "Prezzo su richiesta",
  originalPrice: "Prezzo originale",
  privatePrice: "Prezzo vendite private",
  colourCount: { one: "{count} colore", other: "{count} colori" },
} satisfies Table<keyof typeof en>;
