// core/forms/wait-messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: {
    one: "Muitas tentativas. Você poderá tentar novamente em {count} segundo.",
    other: "Muitas tentativas. Você poderá tentar novamente em {count} segundos.",
  },
  left: { one: "Você poderá tentar novamente em {count} segundo.", other: "Você poderá tentar novamente em {count} segundos." },
  over: "Você já pode tentar novamente.",
} satisfies Table<keyof typeof en>;
