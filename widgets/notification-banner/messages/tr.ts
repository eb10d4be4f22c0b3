// widgets/notification-banner/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "Bildirimi kapat" } satisfies Table<keyof typeof en>;
