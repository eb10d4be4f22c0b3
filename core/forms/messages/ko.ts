// core/forms/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "이름",
  surnameLabel: "성",
  emailLabel: "이메일",
  titleLabel: "호칭",
  required: "필수 입력 항목입니다",
  tooShort: "{min}자 이상 입력하세요",
  email: "유효한 이메일 주소를 입력하세요(예: name@example.com)",
  katakana: "전각 가타카나로 입력하세요",
  kanji: "이름을 한자로 입력하세요",
  serverRejected: "이 항목을 확인하세요",
  summary: { other: "{count}개 항목을 확인해 주세요:" },
  sending: "전송 중…",
  sent: "감사합니다. 요청이 전송되었습니다.",
  sendFailed: "전송하지 못했습니다. 입력한 내용은 유지됩니다. 다시 시도해 주세요.",
  tooYoung: "만 {age}세 이상이어야 합니다",
  date: "존재하는 날짜를 입력해 주세요",
  titleMr: "남성 고객님",
  titleMs: "여성 고객님",
  titleMrs: "기혼 여성 고객님",
  titlePNTS: "밝히지 않음",
  genderMr: "남성",
  genderMs: "여성",
} satisfies Table<keyof typeof en>;
