// markets/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "Disponível em breve",
  outOfStock: "Esgotado",
  onlineExclusive: "Exclusivo online",
  madeToOrder: "Sob encomenda",
  priceOnRequest: "Preço sob consulta",
  originalPrice: "Preço original",
  privatePrice: "Preço de vendas privadas",
  colourCount: { one: "{count} cor", other: "{count} cores" },
} satisfies Table<keyof typeof en>;
