// widgets/video/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "เล่นวิดีโอ",
  playTitled: "เล่นวิดีโอ: {title}",
  close: "ปิดวิดีโอ",
  loading: "กำลังโหลดวิดีโอ…",
  failed: "ไม่สามารถเล่นวิดีโอได้",
  retry: "ลองอีกครั้ง",
  quality: "คุณภาพ",
  auto: "อัตโนมัติ",
  audio: "เสียง",
  subtitles: "คำบรรยาย",
  off: "ปิด",
  cc: "(CC)",
  kbps: "{value} kbps",
} satisfies Table<keyof typeof en>;
