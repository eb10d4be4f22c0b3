// widgets/contact-us/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Fale conosco",
  subject: "Assunto",
  message: "Sua mensagem",
  submit: "Enviar mensagem",
  chooseTitle: "Escolha o tratamento",
} satisfies Table<keyof typeof en>;
