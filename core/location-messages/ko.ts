// core/location-messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "내 위치 사용",
  place: "도시",
  find: "찾기",
  bookAppointment: "방문 예약",
  locating: "위치를 찾는 중…",
  sorted: "{place}에서 가까운 순으로 정렬했습니다.",
  yourLocation: "내 위치",
  locateFailed: "위치를 사용할 수 없습니다. 도시를 입력하세요.",
  noPlace: "“{place}”와 일치하는 부티크 도시가 없습니다.",
  distance: "{distance} 거리",
} satisfies Table<keyof typeof en>;
