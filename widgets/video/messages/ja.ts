// widgets/video/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "動画を再生",
  playTitled: "動画を再生：{title}",
  close: "動画を閉じる",
  loading: "動画を読み込み中…",
  failed: "動画を再生できませんでした。",
  retry: "再試行",
  quality: "画質",
  auto: "自動",
  audio: "音声",
  subtitles: "字幕",
  off: "オフ",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
