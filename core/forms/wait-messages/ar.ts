// core/forms/wait-messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: {
    one: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد ثانية واحدة.",
    two: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد ثانيتين.",
    few: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد {count} ثوانٍ.",
    other: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد {count} ثانية.",
  },
  left: {
    one: "يمكنك المحاولة مرة أخرى بعد ثانية واحدة.",
    two: "يمكنك المحاولة مرة أخرى بعد ثانيتين.",
    few: "يمكنك المحاولة مرة أخرى بعد {count} ثوانٍ.",
    other: "يمكنك المحاولة مرة أخرى بعد {count} ثانية.",
  },
  over: "يمكنك المحاولة مرة أخرى الآن.",
} satisfies Table<keyof typeof en>;
