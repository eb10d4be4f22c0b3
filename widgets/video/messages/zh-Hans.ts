// widgets/video/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "播放视频",
  playTitled: "播放视频：{title}",
  close: "关闭视频",
  loading: "正在加载视频…",
  failed: "无法播放该视频。",
  retry: "重试",
  quality: "画质",
  auto: "自动",
  audio: "音轨",
  subtitles: "字幕",
  off: "关闭",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
