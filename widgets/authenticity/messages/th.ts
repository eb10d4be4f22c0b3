// widgets/authenticity/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "ความแท้ของผลิตภัณฑ์",
  checking: "กำลังตรวจสอบแท็ก…",
  verified: "ผลิตภัณฑ์นี้เป็นของแท้",
  olderTap: "ข้อมูลนี้มาจากการแตะแท็กครั้งก่อน แตะแท็กอีกครั้งเพื่อตรวจสอบผลิตภัณฑ์ตอนนี้",
  noValidInputData: "หน้านี้เปิดขึ้นโดยไม่มีข้อมูลของแท็ก แตะโทรศัพท์ที่แท็กเพื่อเปิดอีกครั้ง",
  expiredPage: "หน้านี้หมดอายุแล้ว แตะแท็กอีกครั้งเพื่อดูข้อมูลผลิตภัณฑ์",
  noValidTag: "ไม่รู้จักแท็กนี้ว่าเป็นของเรา โปรดติดต่อฝ่ายบริการลูกค้า",
  networkError: "ไม่สามารถเชื่อมต่อบริการตรวจสอบความแท้ได้ในขณะนี้ โปรดลองอีกครั้ง",
  jsonDataError: "ไม่สามารถอ่านคำตอบของบริการตรวจสอบความแท้ได้ โปรดลองอีกครั้ง",
  retry: "ลองอีกครั้ง",
  scanAgain: "อ่านอีกครั้ง",
  scanPrompt: "ถือโทรศัพท์ไว้ใกล้แท็ก",
  scanFailed: "ไม่สามารถอ่านแท็กได้ โปรดลองอีกครั้ง",
  reference: "รหัสสินค้า",
  serialNumber: "หมายเลขประจำเครื่อง",
  height: "ความสูง",
  width: "ความกว้าง",
  depth: "ความลึก",
  co2: "คาร์บอนฟุตพริ้นท์ (CO2)",
  directToConsumer: "จำหน่ายโดยตรงจากเมซง",
  eternalGold: "เป็นส่วนหนึ่งของโครงการ Eternal Gold",
  certificates: "ใบรับรอง",
  certificateCoc: "ใบรับรองความสอดคล้อง (PDF)",
  certificateLab: "ใบรับรองจากห้องปฏิบัติการอัญมณี (PDF)",
} satisfies Table<keyof typeof en>;
