// widgets/store-locator/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "부티크 찾기",
  showMap: "지도 보기",
  mapLabel: "부티크 지도",
  showOnMap: "지도에서 {name} 보기",
  details: "상세 정보",
  contact: "문의하기",
  selected: "{name} 선택됨.",
  mapFailed: "지도를 불러올 수 없습니다. 목록에 모든 부티크가 있습니다.",
} satisfies Table<keyof typeof en>;
