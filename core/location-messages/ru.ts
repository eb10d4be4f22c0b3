// core/location-messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../markets/messages";
import type { en } from "../location-messages";

export default {
  useLocation: "Моё местоположение",
  place: "Город",
  find: "Найти",
  bookAppointment: "Записаться на визит",
  locating: "Определяем ваше местоположение…",
  sorted: "Бутики отсортированы по расстоянию от: {place}.",
  yourLocation: "ваше местоположение",
  locateFailed: "Местоположение недоступно. Введите город.",
  noPlace: "Нет бутиков в городе «{place}».",
  distance: "{distance} от вас",
} satisfies Table<keyof typeof en>;
