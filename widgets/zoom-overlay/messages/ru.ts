// widgets/zoom-overlay/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "Галерея изображений",
  close: "Закрыть",
  previous: "Предыдущее изображение",
  next: "Следующее изображение",
  counter: "Изображение {n} из {total}",
  zoomIn: "Увеличить",
  zoomOut: "Уменьшить",
} satisfies Table<keyof typeof en>;
