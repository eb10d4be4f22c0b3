// widgets/appointment-form/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "预约到店",
  store: "精品店",
  date: "日期",
  time: "时间",
  reason: "到访目的",
  collection: "系列",
  additionalInfo: "还有什么需要我们了解的吗？",
  country: "国家/地区",
  katakanaName: "名（片假名）",
  katakanaLastName: "姓（片假名）",
  submit: "提交预约",
  chooseDate: "选择日期",
  chooseTime: "选择时间",
  chooseReason: "选择目的",
  chooseCollection: "任意系列",
  loadingHours: "正在加载精品店营业时间…",
  hoursFailed: "无法加载精品店营业时间。",
  retry: "重试",
  noDays: "该精品店暂无可预约日期。",
  visionare_nuova_collezione: "欣赏新系列",
  prodotto_su_misura: "量身定制产品",
  prodotto_personalizzato: "个性化产品",
  regalo: "挑选礼物",
  occasione_speciale: "特别场合",
  riparazioni: "维修",
  altro: "其他",
} satisfies Table<keyof typeof en>;
