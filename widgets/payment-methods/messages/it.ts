// widgets/payment-methods/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "Carta",
  phoneWallet: "Wallet del telefono",
  searchWallet: "Wallet di ricerca",
  onlineWallet: "Portafoglio online",
  koreanGateway: "Gateway di pagamento coreano",
  messengerPay: "Pagamento via messenger",
  expressChecking: "Verifica dei wallet disponibili su questo dispositivo…",
  expressNone: "Nessun wallet disponibile su questo dispositivo.",
  expressFailed: "Non è stato possibile caricare i wallet. Puoi pagare qui sotto.",
  loading: "Caricamento di {method}…",
  loadFailed: "Non è stato possibile caricare {method}. Riprova o scegli un altro metodo di pagamento.",
  retry: "Riprova",
  payInFull: "Pagamento in un'unica soluzione",
  instalmentCount: { other: "{count} rate" },
  declined: "Il pagamento è stato rifiutato. Controlla i dati o scegli un altro metodo, poi conferma di nuovo l'ordine.",
  chooseMethod: "Scegli come pagare.",
  unavailableMethod: "{method} non è disponibile al momento. Riprova o scegli un altro metodo di pagamento.",
} satisfies Table<keyof typeof en>;
