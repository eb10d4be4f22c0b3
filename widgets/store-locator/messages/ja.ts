// widgets/store-locator/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "ブティックを探す",
  showMap: "地図を表示",
  mapLabel: "ブティックの地図",
  showOnMap: "{name}を地図に表示",
  details: "詳細",
  contact: "お問い合わせ",
  selected: "{name}を選択しました。",
  mapFailed: "地図を読み込めませんでした。リストにすべてのブティックが表示されています。",
} satisfies Table<keyof typeof en>;
