// widgets/checkout/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { one: "{count} item", other: "{count} itens" },
  quantity: "Quantidade: {count}",
  subtotal: "Subtotal",
  discount: "Desconto",
  shippingCost: "Frete",
  free: "Grátis",
  packaging: "Embalagem",
  packagingStandard: "Padrão",
  packagingGift: "Embalagem para presente",
  total: "Total",
  updating: "Atualizando sua sacola…",
  bagFailed: "Não foi possível carregar sua sacola.",
  retry: "Tentar novamente",
  bagEmpty: "Sua sacola está vazia.",
  placing: "Enviando seu pedido…",
  confirming: "Confirmando seu pagamento…",
  redirecting: "Levando você à página de pagamento…",
  bagChanged: "Sua sacola mudou. Confira o resumo e faça o pedido novamente.",
  orderFailed: "Não foi possível confirmar seu pedido.",
  suggestions: "Sugestões de endereço",
  suggestionCount: { one: "{count} sugestão", other: "{count} sugestões" },
  noSuggestions: "Nenhuma sugestão",
} satisfies Table<keyof typeof en>;
