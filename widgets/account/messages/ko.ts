// widgets/account/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "이메일 또는 비밀번호가 올바르지 않습니다. 확인 후 다시 시도해 주세요.",
  tooMany: { other: "시도 횟수가 너무 많습니다. {count}초 후에 다시 시도해 주세요." },
  wait: { other: "{count}초 후에 다시 시도해 주세요." },
  canRetry: "이제 다시 시도할 수 있습니다.",
  loginFailed: "지금은 로그인할 수 없습니다. 입력한 내용은 유지됩니다. 다시 시도해 주세요.",
  signedIn: "로그인되었습니다.",
  emailTaken: "이 이메일로 가입된 계정이 이미 있습니다. 로그인하거나 다른 이메일을 사용해 주세요.",
  checkFields: "표시된 항목을 확인해 주세요.",
  registerFailed: "지금은 계정을 만들 수 없습니다. 입력한 내용은 유지됩니다. 다시 시도해 주세요.",
  registered: "계정이 준비되었습니다.",
  chooseTitle: "호칭 선택",
  sessionFailed: "로그인 상태를 확인하지 못했습니다.",
  retry: "다시 시도",
  signedOut: "로그인하지 않았습니다.",
  signIn: "로그인",
  logoutFailed: "지금은 로그아웃할 수 없습니다. 다시 시도해 주세요.",
} satisfies Table<keyof typeof en>;
