// widgets/zoom-overlay/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "圖片庫",
  close: "關閉",
  previous: "上一張圖片",
  next: "下一張圖片",
  counter: "第 {n} 張，共 {total} 張",
  zoomIn: "放大",
  zoomOut: "縮小",
} satisfies Table<keyof typeof en>;
