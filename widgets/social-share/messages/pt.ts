// widgets/social-share/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "Compartilhar",
  shareOn: "Compartilhar no {network}",
  native: "Compartilhar…",
  copy: "Copiar link",
  copied: "Link copiado",
  copyFailed: "Não foi possível copiar o link: selecione-o e copie manualmente.",
  newWindow: "(abre em uma nova janela)",
} satisfies Table<keyof typeof en>;
