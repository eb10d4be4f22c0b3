// widgets/product-page/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "색상",
  size: "사이즈",
  oneSize: "원 사이즈",
  chooseSize: "선택",
  checking: "재고 확인 중…",
  checkFailed: "재고를 확인할 수 없습니다.",
  detailsFailed: "이 색상의 정보를 불러올 수 없습니다.",
  retry: "다시 시도",
  availableOnline: "온라인 구매 가능",
  inStoreOnly: "온라인 품절, 매장 재고 있음",
  soldOut: "품절",
  findInStore: "매장 찾기",
  wishlist: "위시리스트에 추가",
  item: "상품 번호",
} satisfies Table<keyof typeof en>;
