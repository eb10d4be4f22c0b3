// widgets/wishlist/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "Sua lista de desejos fica apenas neste dispositivo. Entre para guardá-la na sua conta.",
  signIn: "Entrar",
  loading: "Carregando…",
  empty: "Sua lista de desejos está vazia.",
  sharedEmpty: "Este link não contém uma lista de desejos.",
  dropped: { one: "{count} item deste link não pôde ser lido.", other: "{count} itens deste link não puderam ser lidos." },
  loadFailed: "Não foi possível carregar sua lista de desejos.",
  itemFailed: "Não foi possível carregar este produto.",
  retry: "Tentar novamente",
  share: "Compartilhar esta lista de desejos",
  shareHint: "Quem tiver este link vê a lista como ela está agora.",
  copy: "Copiar link",
  copied: "Link copiado.",
  copyFailed: "Não foi possível copiar o link: selecione-o e copie.",
} satisfies Table<keyof typeof en>;
