// widgets/zoom-overlay/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "图片库",
  close: "关闭",
  previous: "上一张图片",
  next: "下一张图片",
  counter: "第 {n} 张，共 {total} 张",
  zoomIn: "放大",
  zoomOut: "缩小",
} satisfies Table<keyof typeof en>;
