// core/forms/wait-messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "試行回数が多すぎます。{count}秒後にもう一度お試しください。" },
  left: { other: "{count}秒後にもう一度お試しいただけます。" },
  over: "もう一度お試しいただけます。",
} satisfies Table<keyof typeof en>;
