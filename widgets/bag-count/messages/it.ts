// widgets/bag-count/messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { announce: { one: "Shopping bag: {count} articolo", other: "Shopping bag: {count} articoli" } } satisfies Table<
  keyof typeof en
>;
