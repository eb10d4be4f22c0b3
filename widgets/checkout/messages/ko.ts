// widgets/checkout/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count}개 상품" },
  quantity: "수량: {count}",
  subtotal: "소계",
  discount: "할인",
  shippingCost: "배송비",
  free: "무료",
  packaging: "포장",
  packagingStandard: "기본 포장",
  packagingGift: "선물 포장",
  total: "합계",
  updating: "쇼핑백을 업데이트하는 중…",
  bagFailed: "쇼핑백을 불러오지 못했습니다.",
  retry: "다시 시도",
  bagEmpty: "쇼핑백이 비어 있습니다.",
  placing: "주문을 보내는 중…",
  confirming: "결제를 확인하는 중…",
  redirecting: "결제 페이지로 이동하는 중…",
  bagChanged: "쇼핑백이 변경되었습니다. 주문 요약을 확인한 후 다시 주문해 주세요.",
  orderFailed: "주문을 확인하지 못했습니다.",
  suggestions: "주소 추천",
  suggestionCount: { other: "추천 {count}개" },
  noSuggestions: "추천 없음",
} satisfies Table<keyof typeof en>;
