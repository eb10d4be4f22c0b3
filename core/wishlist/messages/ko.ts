// core/wishlist/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "위시리스트에 저장",
  saveNamed: "위시리스트에 저장: {name}",
  failed: "죄송합니다. 위시리스트를 변경하지 못했습니다. 다시 시도해 주세요.",
  full: "위시리스트가 가득 찼습니다({limit}개). 하나를 삭제한 후 저장해 주세요.",
  notKept: "이번 방문에만 저장됩니다. 이 브라우저는 이 기기에 위시리스트를 보관하지 않습니다.",
} satisfies Table<keyof typeof en>;
