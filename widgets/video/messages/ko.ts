// widgets/video/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "동영상 재생",
  playTitled: "동영상 재생: {title}",
  close: "동영상 닫기",
  loading: "동영상 로드 중…",
  failed: "동영상을 재생할 수 없습니다.",
  retry: "다시 시도",
  quality: "화질",
  auto: "자동",
  audio: "오디오",
  subtitles: "자막",
  off: "끄기",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
