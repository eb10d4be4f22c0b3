// markets/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "출시 예정",
  outOfStock: "품절",
  onlineExclusive: "온라인 단독",
  madeToOrder: "주문 제작",
  priceOnRequest: "가격 문의",
  originalPrice: "정상가",
  privatePrice: "프라이빗 세일 가격",
  colourCount: { other: "{count}가지 색상" },
} satisfies Table<keyof typeof en>;
