// widgets/caption-gallery/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "Önceki görsel", next: "Sonraki görsel", announce: "Görsel {position}: {caption}" } satisfies Table<
  keyof typeof en
>;
