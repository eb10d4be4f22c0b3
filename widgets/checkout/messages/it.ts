// widgets/checkout/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { one: "{count} articolo", other: "{count} articoli" },
  quantity: "Quantità: {count}",
  subtotal: "Subtotale",
  discount: "Sconto",
  shippingCost: "Spedizione",
  free: "Gratuita",
  packaging: "Confezione",
  packagingStandard: "Standard",
  packagingGift: "Confezione regalo",
  total: "Totale",
  updating: "Aggiornamento della shopping bag…",
  bagFailed: "Non è stato possibile caricare la shopping bag.",
  retry: "Riprova",
  bagEmpty: "La shopping bag è vuota.",
  placing: "Invio dell'ordine in corso…",
  confirming: "Conferma del pagamento in corso…",
  redirecting: "Ti stiamo portando alla pagina di pagamento…",
  bagChanged: "La shopping bag è cambiata. Controlla il riepilogo, poi conferma di nuovo l'ordine.",
  orderFailed: "Non è stato possibile confermare l'ordine.",
  suggestions: "Suggerimenti di indirizzo",
  suggestionCount: { one: "{count} suggerimento", other: "{count} suggerimenti" },
  noSuggestions: "Nessun suggerimento",
} satisfies Table<keyof typeof en>;
