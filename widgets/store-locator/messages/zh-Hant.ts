// widgets/store-locator/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "尋找精品店",
  showMap: "顯示地圖",
  mapLabel: "精品店地圖",
  showOnMap: "在地圖上顯示{name}",
  details: "詳情",
  contact: "聯絡我們",
  selected: "已選擇{name}。",
  mapFailed: "無法載入地圖。清單中顯示所有精品店。",
} satisfies Table<keyof typeof en>;
