// core/forms/wait-messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: {
    one: "Troppi tentativi. Puoi riprovare tra {count} secondo.",
    other: "Troppi tentativi. Puoi riprovare tra {count} secondi.",
  },
  left: { one: "Puoi riprovare tra {count} secondo.", other: "Puoi riprovare tra {count} secondi." },
  over: "Ora puoi riprovare.",
} satisfies Table<keyof typeof en>;
