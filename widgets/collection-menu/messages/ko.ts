// widgets/collection-menu/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "이전 컬렉션", next: "다음 컬렉션" } satisfies Table<keyof typeof en>;
