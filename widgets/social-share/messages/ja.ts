// widgets/social-share/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "シェア",
  shareOn: "{network}でシェア",
  native: "シェア…",
  copy: "リンクをコピー",
  copied: "リンクをコピーしました",
  copyFailed: "リンクをコピーできませんでした。選択して手動でコピーしてください。",
  newWindow: "（新しいウィンドウで開きます）",
} satisfies Table<keyof typeof en>;
