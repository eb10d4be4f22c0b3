// widgets/authenticity/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "产品真伪验证",
  checking: "正在验证标签…",
  verified: "此产品为正品。",
  olderTap: "以下信息来自之前一次感应标签。请再次感应标签以立即验证产品。",
  noValidInputData: "此页面打开时缺少标签数据。请用手机感应标签重新打开。",
  expiredPage: "此页面已过期。请再次感应标签查看产品信息。",
  noValidTag: "无法识别此标签。请联系我们的客户服务。",
  networkError: "暂时无法连接真伪验证服务。请重试。",
  jsonDataError: "无法读取真伪验证服务的回复。请重试。",
  retry: "重试",
  scanAgain: "再次读取",
  scanPrompt: "请将手机靠近标签。",
  scanFailed: "无法读取标签。请重试。",
  reference: "型号",
  serialNumber: "序列号",
  height: "高度",
  width: "宽度",
  depth: "深度",
  co2: "碳足迹（CO2）",
  directToConsumer: "由品牌直接销售。",
  eternalGold: "属于 Eternal Gold 项目。",
  certificates: "证书",
  certificateCoc: "合格证书（PDF）",
  certificateLab: "宝石实验室证书（PDF）",
} satisfies Table<keyof typeof en>;
