// widgets/account/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "อีเมลหรือรหัสผ่านไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง",
  tooMany: { other: "พยายามหลายครั้งเกินไป โปรดรอ {count} วินาทีแล้วลองอีกครั้ง" },
  wait: { other: "โปรดรอ {count} วินาทีก่อนลองอีกครั้ง" },
  canRetry: "ตอนนี้คุณลองอีกครั้งได้แล้ว",
  loginFailed: "ไม่สามารถเข้าสู่ระบบได้ในขณะนี้ ข้อมูลที่กรอกยังอยู่ โปรดลองอีกครั้ง",
  signedIn: "คุณเข้าสู่ระบบแล้ว",
  emailTaken: "มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว: โปรดเข้าสู่ระบบ หรือใช้อีเมลอื่น",
  checkFields: "โปรดตรวจสอบช่องที่ทำเครื่องหมายไว้",
  registerFailed: "ไม่สามารถสร้างบัญชีได้ในขณะนี้ ข้อมูลที่กรอกยังอยู่ โปรดลองอีกครั้ง",
  registered: "บัญชีของคุณพร้อมแล้ว",
  chooseTitle: "เลือกคำนำหน้า",
  sessionFailed: "ไม่สามารถตรวจสอบว่าคุณเข้าสู่ระบบแล้วหรือไม่",
  retry: "ลองอีกครั้ง",
  signedOut: "คุณยังไม่ได้เข้าสู่ระบบ",
  signIn: "เข้าสู่ระบบ",
  logoutFailed: "ไม่สามารถออกจากระบบได้ในขณะนี้ โปรดลองอีกครั้ง",
} satisfies Table<keyof typeof en>;
