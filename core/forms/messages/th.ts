// core/forms/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "ชื่อ",
  surnameLabel: "นามสกุล",
  emailLabel: "อีเมล",
  titleLabel: "คำนำหน้า",
  required: "จำเป็นต้องกรอกช่องนี้",
  tooShort: "กรอกอย่างน้อย {min} ตัวอักษร",
  email: "กรอกอีเมลที่ถูกต้อง เช่น name@example.com",
  katakana: "ใช้อักษรคาตากานะแบบเต็มความกว้าง",
  kanji: "เขียนชื่อเป็นคันจิ",
  serverRejected: "โปรดตรวจสอบช่องนี้",
  summary: { other: "มี {count} ช่องที่ต้องตรวจสอบ:" },
  sending: "กำลังส่ง…",
  sent: "ขอบคุณ คำขอของคุณถูกส่งแล้ว",
  sendFailed: "ขออภัย ส่งไม่สำเร็จ ข้อมูลที่กรอกยังอยู่ โปรดลองอีกครั้ง",
  tooYoung: "คุณต้องมีอายุอย่างน้อย {age} ปี",
  date: "โปรดป้อนวันที่ที่มีอยู่จริง",
  titleMr: "นาย",
  titleMs: "นางสาว",
  titleMrs: "นาง",
  titlePNTS: "ไม่ประสงค์จะระบุ",
  genderMr: "ชาย",
  genderMs: "หญิง",
} satisfies Table<keyof typeof en>;
