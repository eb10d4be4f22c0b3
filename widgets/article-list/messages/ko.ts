// widgets/article-list/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "기사 {total}개 중 {current}개" },
  articlesLoaded: { other: "기사 {count}개를 더 불러왔습니다" },
  listFailed: "기사를 불러올 수 없습니다.",
  retry: "다시 시도",
} satisfies Table<keyof typeof en>;
