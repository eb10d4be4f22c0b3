// widgets/payment-methods/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "카드",
  phoneWallet: "휴대폰 지갑",
  searchWallet: "검색 서비스 지갑",
  onlineWallet: "온라인 지갑",
  koreanGateway: "국내 결제 대행(PG)",
  messengerPay: "메신저 페이",
  expressChecking: "이 기기에서 사용할 수 있는 지갑을 확인하는 중…",
  expressNone: "이 기기에서 사용할 수 있는 지갑이 없습니다.",
  expressFailed: "지갑을 불러오지 못했습니다. 아래에서 결제할 수 있습니다.",
  loading: "{method} 불러오는 중…",
  loadFailed: "{method}을(를) 불러오지 못했습니다. 다시 시도하거나 다른 결제 수단을 선택하세요.",
  retry: "다시 시도",
  payInFull: "일시불",
  instalmentCount: { other: "{count}개월 할부" },
  declined: "결제가 거절되었습니다. 정보를 확인하거나 다른 결제 수단을 선택한 후 다시 주문해 주세요.",
  chooseMethod: "결제 수단을 선택하세요.",
  unavailableMethod: "{method}을(를) 지금 사용할 수 없습니다. 다시 시도하거나 다른 결제 수단을 선택하세요.",
} satisfies Table<keyof typeof en>;
