// widgets/appointment-form/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Agende um horário",
  store: "Boutique",
  date: "Data",
  time: "Horário",
  reason: "Motivo da visita",
  collection: "Coleção",
  additionalInfo: "Algo que devemos saber?",
  country: "País",
  katakanaName: "Nome (katakana)",
  katakanaLastName: "Sobrenome (katakana)",
  submit: "Solicitar agendamento",
  chooseDate: "Escolha uma data",
  chooseTime: "Escolha um horário",
  chooseReason: "Escolha um motivo",
  chooseCollection: "Qualquer coleção",
  loadingHours: "Carregando o horário da boutique…",
  hoursFailed: "Não foi possível carregar o horário da boutique.",
  retry: "Tentar novamente",
  noDays: "Esta boutique não tem dias disponíveis para agendamento.",
  visionare_nuova_collezione: "Conhecer a nova coleção",
  prodotto_su_misura: "Produto sob medida",
  prodotto_personalizzato: "Produto personalizado",
  regalo: "Um presente",
  occasione_speciale: "Uma ocasião especial",
  riparazioni: "Reparos",
  altro: "Outro",
} satisfies Table<keyof typeof en>;
