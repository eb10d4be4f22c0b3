// widgets/store-locator/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "查找精品店",
  showMap: "显示地图",
  mapLabel: "精品店地图",
  showOnMap: "在地图上显示{name}",
  details: "详情",
  contact: "联系我们",
  selected: "已选择{name}。",
  mapFailed: "无法加载地图。列表中显示所有精品店。",
} satisfies Table<keyof typeof en>;
