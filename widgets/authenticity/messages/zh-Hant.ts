// widgets/authenticity/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "產品真偽驗證",
  checking: "正在驗證標籤…",
  verified: "此產品為正品。",
  olderTap: "以下資料來自先前一次感應標籤。請再次感應標籤以立即驗證產品。",
  noValidInputData: "此頁面開啟時缺少標籤資料。請用手機感應標籤重新開啟。",
  expiredPage: "此頁面已過期。請再次感應標籤查看產品資料。",
  noValidTag: "無法識別此標籤。請聯絡我們的客戶服務。",
  networkError: "暫時無法連線真偽驗證服務。請重試。",
  jsonDataError: "無法讀取真偽驗證服務的回覆。請重試。",
  retry: "重試",
  scanAgain: "再次讀取",
  scanPrompt: "請將手機靠近標籤。",
  scanFailed: "無法讀取標籤。請重試。",
  reference: "型號",
  serialNumber: "序號",
  height: "高度",
  width: "寬度",
  depth: "深度",
  co2: "碳足跡（CO2）",
  directToConsumer: "由品牌直接銷售。",
  eternalGold: "屬於 Eternal Gold 計劃。",
  certificates: "證書",
  certificateCoc: "合格證書（PDF）",
  certificateLab: "寶石實驗室證書（PDF）",
} satisfies Table<keyof typeof en>;
