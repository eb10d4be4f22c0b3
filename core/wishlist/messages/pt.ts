// core/wishlist/messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "Salvar na lista de desejos",
  saveNamed: "Salvar na lista de desejos: {name}",
  failed: "Não foi possível alterar sua lista de desejos. Tente novamente.",
  full: "Sua lista de desejos está cheia ({limit} itens): remova um para salvar outro.",
  notKept: "Salvo apenas nesta visita: este navegador não guarda sua lista de desejos neste dispositivo.",
} satisfies Table<keyof typeof en>;
