// widgets/checkout/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count} ชิ้น" },
  quantity: "จำนวน: {count}",
  subtotal: "ยอดรวมย่อย",
  discount: "ส่วนลด",
  shippingCost: "ค่าจัดส่ง",
  free: "ฟรี",
  packaging: "บรรจุภัณฑ์",
  packagingStandard: "มาตรฐาน",
  packagingGift: "ห่อของขวัญ",
  total: "ยอดรวม",
  updating: "กำลังอัปเดตถุงช้อปปิ้ง…",
  bagFailed: "ไม่สามารถโหลดถุงช้อปปิ้งได้",
  retry: "ลองอีกครั้ง",
  bagEmpty: "ถุงช้อปปิ้งของคุณว่างเปล่า",
  placing: "กำลังส่งคำสั่งซื้อ…",
  confirming: "กำลังยืนยันการชำระเงิน…",
  redirecting: "กำลังพาคุณไปยังหน้าชำระเงิน…",
  bagChanged: "ถุงช้อปปิ้งของคุณมีการเปลี่ยนแปลง โปรดตรวจสอบสรุปแล้วยืนยันคำสั่งซื้ออีกครั้ง",
  orderFailed: "ไม่สามารถยืนยันคำสั่งซื้อของคุณได้",
  suggestions: "ที่อยู่ที่แนะนำ",
  suggestionCount: { other: "{count} รายการแนะนำ" },
  noSuggestions: "ไม่มีรายการแนะนำ",
} satisfies Table<keyof typeof en>;
