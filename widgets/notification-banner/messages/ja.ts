// widgets/notification-banner/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "お知らせを閉じる" } satisfies Table<keyof typeof en>;
