// widgets/notification-banner/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { dismiss: "Chiudi notifica" } satisfies Table<keyof typeof en>;
