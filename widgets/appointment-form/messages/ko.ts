// widgets/appointment-form/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "방문 예약",
  store: "부티크",
  date: "날짜",
  time: "시간",
  reason: "방문 목적",
  collection: "컬렉션",
  additionalInfo: "저희가 알아야 할 사항이 있나요?",
  country: "국가",
  katakanaName: "이름(가타카나)",
  katakanaLastName: "성(가타카나)",
  submit: "예약 요청",
  chooseDate: "날짜 선택",
  chooseTime: "시간 선택",
  chooseReason: "목적 선택",
  chooseCollection: "모든 컬렉션",
  loadingHours: "부티크 영업시간을 불러오는 중…",
  hoursFailed: "부티크 영업시간을 불러오지 못했습니다.",
  retry: "다시 시도",
  noDays: "이 부티크는 예약 가능한 날이 없습니다.",
  visionare_nuova_collezione: "새 컬렉션 보기",
  prodotto_su_misura: "맞춤 제작 제품",
  prodotto_personalizzato: "개인 맞춤 제품",
  regalo: "선물",
  occasione_speciale: "특별한 날",
  riparazioni: "수선",
  altro: "기타",
} satisfies Table<keyof typeof en>;
