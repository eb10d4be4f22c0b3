// widgets/authenticity/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "제품 정품 인증",
  checking: "태그를 확인하는 중…",
  verified: "이 제품은 정품입니다.",
  olderTap: "이 정보는 이전에 태그를 터치했을 때의 정보입니다. 지금 제품을 확인하려면 태그를 다시 터치하세요.",
  noValidInputData: "태그 데이터 없이 이 페이지가 열렸습니다. 휴대폰을 태그에 대어 다시 여세요.",
  expiredPage: "이 페이지는 만료되었습니다. 제품 정보를 보려면 태그를 다시 터치하세요.",
  noValidTag: "이 태그는 당사 태그로 확인되지 않습니다. 고객 서비스에 문의하세요.",
  networkError: "현재 정품 인증 서비스에 연결할 수 없습니다. 다시 시도하세요.",
  jsonDataError: "정품 인증 서비스의 응답을 읽을 수 없습니다. 다시 시도하세요.",
  retry: "다시 시도",
  scanAgain: "다시 읽기",
  scanPrompt: "휴대폰을 태그 가까이 대세요.",
  scanFailed: "태그를 읽을 수 없습니다. 다시 시도하세요.",
  reference: "제품 번호",
  serialNumber: "일련번호",
  height: "높이",
  width: "너비",
  depth: "깊이",
  co2: "탄소 발자국(CO2)",
  directToConsumer: "메종에서 직접 판매한 제품입니다.",
  eternalGold: "Eternal Gold 프로젝트 제품입니다.",
  certificates: "인증서",
  certificateCoc: "적합성 인증서(PDF)",
  certificateLab: "보석 감정 기관 감정서(PDF)",
} satisfies Table<keyof typeof en>;
