// widgets/bag-count/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { announce: { other: "쇼핑백: {count}개" } } satisfies Table<keyof typeof en>;
