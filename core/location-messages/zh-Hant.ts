// core/location-messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "使用我的位置",
  place: "城市",
  find: "尋找",
  bookAppointment: "預約到店",
  locating: "正在取得您的位置…",
  sorted: "精品店已按與{place}的距離排序。",
  yourLocation: "您的位置",
  locateFailed: "無法取得您的位置，請輸入城市。",
  noPlace: "沒有與「{place}」相符的精品店城市。",
  distance: "距離 {distance}",
} satisfies Table<keyof typeof en>;
