// widgets/appointment-form/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "預約到店",
  store: "精品店",
  date: "日期",
  time: "時間",
  reason: "到訪目的",
  collection: "系列",
  additionalInfo: "還有什麼需要我們了解的嗎？",
  country: "國家/地區",
  katakanaName: "名（片假名）",
  katakanaLastName: "姓（片假名）",
  submit: "提交預約",
  chooseDate: "選擇日期",
  chooseTime: "選擇時間",
  chooseReason: "選擇目的",
  chooseCollection: "任何系列",
  loadingHours: "正在載入精品店營業時間…",
  hoursFailed: "無法載入精品店營業時間。",
  retry: "再試一次",
  noDays: "此精品店暫無可預約日期。",
  visionare_nuova_collezione: "欣賞新系列",
  prodotto_su_misura: "量身訂製產品",
  prodotto_personalizzato: "個人化產品",
  regalo: "挑選禮物",
  occasione_speciale: "特別場合",
  riparazioni: "維修",
  altro: "其他",
} satisfies Table<keyof typeof en>;
