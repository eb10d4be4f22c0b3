// widgets/wishlist/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "위시리스트는 이 기기에만 저장됩니다. 로그인하면 계정에 보관할 수 있습니다.",
  signIn: "로그인",
  loading: "불러오는 중…",
  empty: "위시리스트가 비어 있습니다.",
  sharedEmpty: "이 링크에는 위시리스트가 없습니다.",
  dropped: { other: "이 링크의 항목 {count}개를 읽을 수 없습니다." },
  loadFailed: "위시리스트를 불러오지 못했습니다.",
  itemFailed: "이 상품을 불러오지 못했습니다.",
  retry: "다시 시도",
  share: "이 위시리스트 공유",
  shareHint: "이 링크가 있는 사람은 현재 목록을 볼 수 있습니다.",
  copy: "링크 복사",
  copied: "링크가 복사되었습니다.",
  copyFailed: "링크를 복사하지 못했습니다. 선택해서 복사해 주세요.",
} satisfies Table<keyof typeof en>;
