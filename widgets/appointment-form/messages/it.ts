// widgets/appointment-form/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Prenota un appuntamento",
  store: "Boutique",
  date: "Data",
  time: "Orario",
  reason: "Motivo della visita",
  collection: "Collezione",
  additionalInfo: "Qualcosa che dovremmo sapere?",
  country: "Paese",
  katakanaName: "Nome (katakana)",
  katakanaLastName: "Cognome (katakana)",
  submit: "Richiedi appuntamento",
  chooseDate: "Scegli una data",
  chooseTime: "Scegli un orario",
  chooseReason: "Scegli un motivo",
  chooseCollection: "Qualsiasi collezione",
  loadingHours: "Caricamento degli orari della boutique…",
  hoursFailed: "Non è stato possibile caricare gli orari della boutique.",
  retry: "Riprova",
  noDays: "Questa boutique non ha giorni disponibili per appuntamenti.",
  visionare_nuova_collezione: "Scoprire la nuova collezione",
  prodotto_su_misura: "Prodotto su misura",
  prodotto_personalizzato: "Prodotto personalizzato",
  regalo: "Un regalo",
  occasione_speciale: "Un'occasione speciale",
  riparazioni: "Riparazioni",
  altro: "Altro",
} satisfies Table<keyof typeof en>;
