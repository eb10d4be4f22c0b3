// widgets/contact-us/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Contattaci",
  subject: "Oggetto",
  message: "Il tuo messaggio",
  submit: "Invia messaggio",
  chooseTitle: "Scegli un titolo",
} satisfies Table<keyof typeof en>;
