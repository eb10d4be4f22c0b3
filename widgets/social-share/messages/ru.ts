// widgets/social-share/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "Поделиться",
  shareOn: "Поделиться в {network}",
  native: "Поделиться…",
  copy: "Копировать ссылку",
  copied: "Ссылка скопирована",
  copyFailed: "Не удалось скопировать ссылку: выделите и скопируйте её вручную.",
  newWindow: "(откроется в новом окне)",
} satisfies Table<keyof typeof en>;
