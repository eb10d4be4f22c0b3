// widgets/social-share/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "Condividi",
  shareOn: "Condividi su {network}",
  native: "Condividi…",
  copy: "Copia link",
  copied: "Link copiato",
  copyFailed: "Impossibile copiare il link: selezionalo e copialo manualmente.",
  newWindow: "(si apre in una nuova finestra)",
} satisfies Table<keyof typeof en>;
