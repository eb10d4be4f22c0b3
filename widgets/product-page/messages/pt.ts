// widgets/product-page/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "Cor",
  size: "Tamanho",
  oneSize: "Tamanho único",
  chooseSize: "Escolher",
  checking: "Verificando disponibilidade…",
  checkFailed: "Não foi possível verificar a disponibilidade.",
  detailsFailed: "Não foi possível carregar os detalhes desta cor.",
  retry: "Tentar novamente",
  availableOnline: "Disponível online",
  inStoreOnly: "Esgotado online, disponível na loja",
  soldOut: "Esgotado",
  findInStore: "Encontrar na loja",
  wishlist: "Adicionar à lista de desejos",
  item: "Artigo",
} satisfies Table<keyof typeof en>;
