// widgets/timeline-slider/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "หยุดสไลด์โชว์ชั่วคราว",
  play: "เล่นสไลด์โชว์",
  previous: "สไลด์ก่อนหน้า",
  next: "สไลด์ถัดไป",
  picker: "เลือกสไลด์",
} satisfies Table<keyof typeof en>;
