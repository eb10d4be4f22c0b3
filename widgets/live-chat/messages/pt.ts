// widgets/live-chat/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "Converse com um consultor",
  loading: "Conectando ao chat…",
  failed: "O chat não está disponível no momento. Entre em contato conosco.",
  retry: "Tentar o chat novamente",
  contact: "Fale conosco",
} satisfies Table<keyof typeof en>;
