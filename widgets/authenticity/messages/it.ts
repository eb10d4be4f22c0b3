// widgets/authenticity/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Autenticità del prodotto",
  checking: "Verifica del tag in corso…",
  verified: "Questo prodotto è autentico.",
  olderTap: "Questi dati provengono da un avvicinamento precedente al tag. Avvicina di nuovo il telefono per verificare il prodotto ora.",
  noValidInputData: "Questa pagina è stata aperta senza i dati del tag. Avvicina il telefono al tag per riaprirla.",
  expiredPage: "Questa pagina è scaduta. Avvicina di nuovo il telefono al tag per vedere i dati del prodotto.",
  noValidTag: "Questo tag non risulta tra i nostri. Contatta il nostro servizio clienti.",
  networkError: "Il servizio di autenticità non è raggiungibile in questo momento. Riprova.",
  jsonDataError: "Non riusciamo a leggere la risposta del servizio di autenticità. Riprova.",
  retry: "Riprova",
  scanAgain: "Leggi di nuovo",
  scanPrompt: "Avvicina il telefono al tag.",
  scanFailed: "Non è stato possibile leggere il tag. Riprova.",
  reference: "Codice",
  serialNumber: "Numero di serie",
  height: "Altezza",
  width: "Larghezza",
  depth: "Profondità",
  co2: "Impronta di carbonio (CO2)",
  directToConsumer: "Venduto direttamente dalla maison.",
  eternalGold: "Parte del progetto Eternal Gold.",
  certificates: "Certificati",
  certificateCoc: "Certificato di conformità (PDF)",
  certificateLab: "Certificato del laboratorio gemmologico (PDF)",
} satisfies Table<keyof typeof en>;
