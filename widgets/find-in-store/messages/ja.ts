// widgets/find-in-store/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "店舗を探す",
  title: "店舗を探す",
  intro: "この商品の在庫があるブティック",
  close: "閉じる",
  loading: "ブティックを確認しています…",
  failed: "ブティックを確認できませんでした。",
  retry: "再試行",
  empty: "現在この商品の在庫があるブティックはありません。",
  hours: "営業時間",
  closed: "定休日",
  hoursUnknown: "営業時間は未定です",
  count: { other: "{count}店舗" },
} satisfies Table<keyof typeof en>;
