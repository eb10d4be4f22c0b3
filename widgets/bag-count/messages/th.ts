// widgets/bag-count/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { announce: { other: "ถุงช้อปปิ้ง: {count} ชิ้น" } } satisfies Table<keyof typeof en>;
