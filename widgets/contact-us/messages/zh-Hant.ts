// widgets/contact-us/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { heading: "聯絡我們", subject: "主旨", message: "您的留言", submit: "傳送留言", chooseTitle: "選擇稱謂" } satisfies Table<
  keyof typeof en
>;
