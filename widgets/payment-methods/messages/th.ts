// widgets/payment-methods/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "บัตร",
  phoneWallet: "วอลเล็ตในโทรศัพท์",
  searchWallet: "วอลเล็ตของเสิร์ชเอนจิน",
  onlineWallet: "วอลเล็ตออนไลน์",
  koreanGateway: "เกตเวย์ชำระเงินเกาหลี",
  messengerPay: "ชำระผ่านแอปแชท",
  expressChecking: "กำลังตรวจสอบวอลเล็ตที่ใช้ได้บนอุปกรณ์นี้…",
  expressNone: "ไม่มีวอลเล็ตที่ใช้ได้บนอุปกรณ์นี้",
  expressFailed: "ไม่สามารถโหลดวอลเล็ตได้ คุณชำระเงินด้านล่างได้",
  loading: "กำลังโหลด{method}…",
  loadFailed: "ไม่สามารถโหลด{method}ได้ ลองอีกครั้งหรือเลือกวิธีชำระเงินอื่น",
  retry: "ลองอีกครั้ง",
  payInFull: "ชำระเต็มจำนวน",
  instalmentCount: { other: "{count} งวด" },
  declined: "การชำระเงินของคุณถูกปฏิเสธ โปรดตรวจสอบข้อมูลหรือเลือกวิธีชำระเงินอื่น แล้วยืนยันคำสั่งซื้ออีกครั้ง",
  chooseMethod: "เลือกวิธีชำระเงิน",
  unavailableMethod: "ขณะนี้ไม่สามารถใช้{method}ได้ ลองอีกครั้งหรือเลือกวิธีชำระเงินอื่น",
} satisfies Table<keyof typeof en>;
