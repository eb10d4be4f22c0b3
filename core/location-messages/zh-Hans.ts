// core/location-messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "使用我的位置",
  place: "城市",
  find: "查找",
  bookAppointment: "预约到店",
  locating: "正在获取您的位置…",
  sorted: "精品店已按与{place}的距离排序。",
  yourLocation: "您的位置",
  locateFailed: "无法获取您的位置，请输入城市。",
  noPlace: "没有与“{place}”匹配的精品店城市。",
  distance: "距离 {distance}",
} satisfies Table<keyof typeof en>;
