// core/location-messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "ใช้ตำแหน่งของฉัน",
  place: "เมือง",
  find: "ค้นหา",
  bookAppointment: "นัดหมายเข้าร้าน",
  locating: "กำลังค้นหาตำแหน่งของคุณ…",
  sorted: "เรียงบูติกตามระยะทางจาก{place}แล้ว",
  yourLocation: "ตำแหน่งของคุณ",
  locateFailed: "ไม่สามารถใช้ตำแหน่งของคุณได้ โปรดพิมพ์ชื่อเมืองแทน",
  noPlace: "ไม่มีเมืองของบูติกที่ตรงกับ “{place}”",
  distance: "ห่างออกไป {distance}",
} satisfies Table<keyof typeof en>;
