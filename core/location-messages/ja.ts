// core/location-messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "現在地を使用",
  place: "都市",
  find: "検索",
  bookAppointment: "来店予約",
  locating: "現在地を取得しています…",
  sorted: "{place}からの距離順に並べ替えました。",
  yourLocation: "現在地",
  locateFailed: "現在地を取得できません。都市名を入力してください。",
  noPlace: "「{place}」に一致するブティックの都市はありません。",
  distance: "{distance}",
} satisfies Table<keyof typeof en>;
