// core/forms/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "Nome",
  surnameLabel: "Cognome",
  emailLabel: "Email",
  titleLabel: "Titolo",
  required: "Campo obbligatorio",
  tooShort: "Inserisci almeno {min} caratteri",
  email: "Inserisci un indirizzo email valido, ad esempio nome@esempio.it",
  katakana: "Usa i caratteri katakana a larghezza piena",
  kanji: "Scrivi il nome in kanji",
  serverRejected: "Controlla questo campo",
  summary: { one: "{count} campo richiede attenzione:", other: "{count} campi richiedono attenzione:" },
  sending: "Invio in corso…",
  sent: "Grazie, la tua richiesta è stata inviata.",
  sendFailed: "Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.",
  tooYoung: "Devi avere almeno {age} anni",
  date: "Inserisci una data esistente",
  titleMr: "Sig.",
  titleMs: "Sig.ra",
  titleMrs: "Sig.ra (coniugata)",
  titlePNTS: "Preferisco non specificare",
  genderMr: "Uomo",
  genderMs: "Donna",
} satisfies Table<keyof typeof en>;
