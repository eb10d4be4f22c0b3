// widgets/caption-gallery/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  previous: "Предыдущее изображение",
  next: "Следующее изображение",
  announce: "Изображение {position}: {caption}",
} satisfies Table<keyof typeof en>;
