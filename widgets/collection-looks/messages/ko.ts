// widgets/collection-looks/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { looksLoaded: { other: "룩 {count}개를 더 불러왔습니다" }, looksFailed: "룩을 더 불러올 수 없습니다." } satisfies Table<
  keyof typeof en
>;
