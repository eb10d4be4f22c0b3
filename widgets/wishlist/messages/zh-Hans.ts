// widgets/wishlist/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "您的心愿单仅保存在此设备上。登录即可保存到您的账户。",
  signIn: "登录",
  loading: "加载中…",
  empty: "您的心愿单是空的。",
  sharedEmpty: "此链接不包含心愿单。",
  dropped: { other: "此链接中有 {count} 项无法读取。" },
  loadFailed: "无法加载您的心愿单。",
  itemFailed: "无法加载此商品。",
  retry: "重试",
  share: "分享此心愿单",
  shareHint: "拥有此链接的人将看到心愿单的当前内容。",
  copy: "复制链接",
  copied: "链接已复制。",
  copyFailed: "无法复制链接：请选中后复制。",
} satisfies Table<keyof typeof en>;
