// widgets/payment-methods/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "Cartão",
  phoneWallet: "Carteira do celular",
  searchWallet: "Carteira de busca",
  onlineWallet: "Carteira online",
  koreanGateway: "Gateway de pagamento coreano",
  messengerPay: "Pagamento por mensageiro",
  expressChecking: "Verificando as carteiras deste dispositivo…",
  expressNone: "Nenhuma carteira disponível neste dispositivo.",
  expressFailed: "Não foi possível carregar as carteiras. Você pode pagar abaixo.",
  loading: "Carregando {method}…",
  loadFailed: "Não foi possível carregar {method}. Tente novamente ou escolha outra forma de pagamento.",
  retry: "Tentar novamente",
  payInFull: "À vista",
  instalmentCount: { other: "{count} parcelas" },
  declined: "Seu pagamento foi recusado. Confira os dados ou escolha outra forma de pagamento e faça o pedido novamente.",
  chooseMethod: "Escolha como pagar.",
  unavailableMethod: "{method} não está disponível no momento. Tente novamente ou escolha outra forma de pagamento.",
} satisfies Table<keyof typeof en>;
