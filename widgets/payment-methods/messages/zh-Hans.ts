// widgets/payment-methods/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "银行卡",
  phoneWallet: "手机钱包",
  searchWallet: "搜索钱包",
  onlineWallet: "在线钱包",
  koreanGateway: "韩国支付网关",
  messengerPay: "聊天应用支付",
  expressChecking: "正在检查此设备可用的钱包…",
  expressNone: "此设备上没有可用的钱包。",
  expressFailed: "无法加载钱包。您可以在下方付款。",
  loading: "正在加载{method}…",
  loadFailed: "无法加载{method}。请重试或选择其他付款方式。",
  retry: "重试",
  payInFull: "一次付清",
  instalmentCount: { other: "{count} 期" },
  declined: "您的付款被拒绝。请检查信息或选择其他付款方式，然后重新提交订单。",
  chooseMethod: "请选择付款方式。",
  unavailableMethod: "{method}暂时不可用。请重试或选择其他付款方式。",
} satisfies Table<keyof typeof en>;
