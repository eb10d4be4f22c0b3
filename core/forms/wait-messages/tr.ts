// core/forms/wait-messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "Çok fazla deneme yapıldı. {count} saniye sonra yeniden deneyebilirsiniz." },
  left: { other: "{count} saniye sonra yeniden deneyebilirsiniz." },
  over: "Şimdi yeniden deneyebilirsiniz.",
} satisfies Table<keyof typeof en>;
