// widgets/contact-us/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "문의하기",
  subject: "제목",
  message: "문의 내용",
  submit: "메시지 보내기",
  chooseTitle: "호칭 선택",
} satisfies Table<keyof typeof en>;
