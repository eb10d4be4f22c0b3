// widgets/payment-methods/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "信用卡",
  phoneWallet: "手機錢包",
  searchWallet: "搜尋錢包",
  onlineWallet: "線上錢包",
  koreanGateway: "韓國支付閘道",
  messengerPay: "通訊軟體支付",
  expressChecking: "正在檢查此裝置可用的錢包…",
  expressNone: "此裝置沒有可用的錢包。",
  expressFailed: "無法載入錢包。您可以在下方付款。",
  loading: "正在載入{method}…",
  loadFailed: "無法載入{method}。請重試或選擇其他付款方式。",
  retry: "重試",
  payInFull: "一次付清",
  instalmentCount: { other: "{count} 期" },
  declined: "您的付款遭拒。請檢查資料或選擇其他付款方式，然後重新送出訂單。",
  chooseMethod: "請選擇付款方式。",
  unavailableMethod: "{method}目前無法使用。請重試或選擇其他付款方式。",
} satisfies Table<keyof typeof en>;
