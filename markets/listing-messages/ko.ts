// markets/listing-messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "더 보기",
  loading: "불러오는 중…",
  loadFailed: "더 불러올 수 없습니다.",
  itemsLoaded: { other: "{count}개 상품을 더 불러왔습니다" },
  resultsCount: "{current} / {total}",
} satisfies Table<keyof typeof en>;
