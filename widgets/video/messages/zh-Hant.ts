// widgets/video/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "播放影片",
  playTitled: "播放影片：{title}",
  close: "關閉影片",
  loading: "正在載入影片…",
  failed: "無法播放此影片。",
  retry: "重試",
  quality: "畫質",
  auto: "自動",
  audio: "音軌",
  subtitles: "字幕",
  off: "關閉",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
