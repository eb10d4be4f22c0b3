// widgets/find-in-store/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "Encontrar na loja",
  title: "Encontrar na loja",
  intro: "Boutiques com este item em estoque",
  close: "Fechar",
  loading: "Verificando as boutiques…",
  failed: "Não foi possível verificar as boutiques.",
  retry: "Tentar novamente",
  empty: "Nenhuma boutique deste mercado tem este item agora.",
  hours: "Horário de funcionamento",
  closed: "Fechado",
  hoursUnknown: "Horário indisponível",
  count: { one: "{count} boutique", other: "{count} boutiques" },
} satisfies Table<keyof typeof en>;
