// core/forms/wait-messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "시도 횟수가 너무 많습니다. {count}초 후에 다시 시도해 주세요." },
  left: { other: "{count}초 후에 다시 시도할 수 있습니다." },
  over: "이제 다시 시도할 수 있습니다.",
} satisfies Table<keyof typeof en>;
