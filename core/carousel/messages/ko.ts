// core/carousel/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { carousel: "캐러셀", slide: "슬라이드", slideOf: "{count}개 중 {index}번째" } satisfies Table<keyof typeof en>;
