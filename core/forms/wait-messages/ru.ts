// core/forms/wait-messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: {
    one: "Слишком много попыток. Повторите через {count} секунду.",
    few: "Слишком много попыток. Повторите через {count} секунды.",
    many: "Слишком много попыток. Повторите через {count} секунд.",
    other: "Слишком много попыток. Повторите через {count} секунды.",
  },
  left: {
    one: "Повторить можно через {count} секунду.",
    few: "Повторить можно через {count} секунды.",
    many: "Повторить можно через {count} секунд.",
    other: "Повторить можно через {count} секунды.",
  },
  over: "Теперь можно повторить попытку.",
} satisfies Table<keyof typeof en>;
