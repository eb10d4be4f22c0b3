// core/location-messages.ts in Portuguese: a chunk of its own, loaded on a page in Portuguese only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "Usar minha localização",
  place: "Cidade",
  find: "Buscar",
  bookAppointment: "Agendar um atendimento",
  locating: "Localizando você…",
  sorted: "Boutiques ordenadas pela distância de {place}.",
  yourLocation: "sua localização",
  locateFailed: "Sua localização não está disponível. Digite uma cidade.",
  noPlace: "Nenhuma cidade de boutique corresponde a “{place}”.",
  distance: "a {distance}",
} satisfies Table<keyof typeof en>;
