// core/location-messages.ts in Italian: a chunk of its own, loaded on a page in Italian only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "Usa la mia posizione",
  place: "Città",
  find: "Cerca",
  bookAppointment: "Prenota un appuntamento",
  locating: "Ricerca della tua posizione…",
  sorted: "Boutique ordinate per distanza da {place}.",
  yourLocation: "la tua posizione",
  locateFailed: "La tua posizione non è disponibile. Scrivi una città.",
  noPlace: "Nessuna città di boutique corrisponde a «{place}».",
  distance: "a {distance}",
} satisfies Table<keyof typeof en>;
