// core/forms/wait-messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "ลองหลายครั้งเกินไป ลองอีกครั้งได้ในอีก {count} วินาที" },
  left: { other: "ลองอีกครั้งได้ในอีก {count} วินาที" },
  over: "ตอนนี้ลองอีกครั้งได้แล้ว",
} satisfies Table<keyof typeof en>;
