// widgets/timeline-slider/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "Приостановить показ слайдов",
  play: "Запустить показ слайдов",
  previous: "Предыдущий слайд",
  next: "Следующий слайд",
  picker: "Выберите слайд",
} satisfies Table<keyof typeof en>;
