// widgets/account/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "Email o password non corretti. Controllali e riprova.",
  tooMany: {
    one: "Troppi tentativi. Attendi {count} secondo, poi riprova.",
    other: "Troppi tentativi. Attendi {count} secondi, poi riprova.",
  },
  wait: { one: "Attendi {count} secondo prima di riprovare.", other: "Attendi {count} secondi prima di riprovare." },
  canRetry: "Ora puoi riprovare.",
  loginFailed: "Non è stato possibile accedere in questo momento. Quanto hai scritto è stato conservato: riprova.",
  signedIn: "Accesso effettuato.",
  emailTaken: "Esiste già un account con questa email: accedi oppure usa un'altra email.",
  checkFields: "Controlla i campi segnalati.",
  registerFailed: "Non è stato possibile creare il tuo account in questo momento. Quanto hai scritto è stato conservato: riprova.",
  registered: "Il tuo account è pronto.",
  chooseTitle: "Scegli un titolo",
  sessionFailed: "Non è stato possibile verificare il tuo accesso.",
  retry: "Riprova",
  signedOut: "Non hai effettuato l'accesso.",
  signIn: "Accedi",
  logoutFailed: "Non è stato possibile uscire in questo momento. Riprova.",
} satisfies Table<keyof typeof en>;
