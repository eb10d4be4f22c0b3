// widgets/contact-us/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { heading: "联系我们", subject: "主题", message: "您的留言", submit: "发送留言", chooseTitle: "选择称谓" } satisfies Table<
  keyof typeof en
>;
