// core/location-messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "Konumumu kullan",
  place: "Şehir",
  find: "Bul",
  bookAppointment: "Randevu alın",
  locating: "Konumunuz bulunuyor…",
  sorted: "Butikler {place} konumuna uzaklığa göre sıralandı.",
  yourLocation: "konumunuz",
  locateFailed: "Konumunuz kullanılamıyor. Bunun yerine bir şehir yazın.",
  noPlace: "“{place}” ile eşleşen butik şehri yok.",
  distance: "{distance} uzaklıkta",
} satisfies Table<keyof typeof en>;
