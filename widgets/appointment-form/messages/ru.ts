// widgets/appointment-form/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Записаться на визит",
  store: "Бутик",
  date: "Дата",
  time: "Время",
  reason: "Цель визита",
  collection: "Коллекция",
  additionalInfo: "Что нам стоит знать?",
  country: "Страна",
  katakanaName: "Имя (катакана)",
  katakanaLastName: "Фамилия (катакана)",
  submit: "Отправить запрос",
  chooseDate: "Выберите дату",
  chooseTime: "Выберите время",
  chooseReason: "Выберите цель",
  chooseCollection: "Любая коллекция",
  loadingHours: "Загружаем часы работы бутика…",
  hoursFailed: "Не удалось загрузить часы работы бутика.",
  retry: "Повторить",
  noDays: "В этом бутике нет доступных дней для записи.",
  visionare_nuova_collezione: "Посмотреть новую коллекцию",
  prodotto_su_misura: "Изделие по индивидуальным меркам",
  prodotto_personalizzato: "Персонализированное изделие",
  regalo: "Подарок",
  occasione_speciale: "Особый случай",
  riparazioni: "Ремонт",
  altro: "Другое",
} satisfies Table<keyof typeof en>;
