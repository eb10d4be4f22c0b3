// widgets/video/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  play: "Воспроизвести видео",
  playTitled: "Воспроизвести видео: {title}",
  close: "Закрыть видео",
  loading: "Загрузка видео…",
  failed: "Не удалось воспроизвести видео.",
  retry: "Повторить",
  quality: "Качество",
  auto: "Авто",
  audio: "Звук",
  subtitles: "Субтитры",
  off: "Выкл.",
  cc: "(CC)",
  kbps: "{value} кбит/с",
} satisfies Table<keyof typeof en>;
