// core/forms/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "Имя",
  surnameLabel: "Фамилия",
  emailLabel: "Эл. почта",
  titleLabel: "Обращение",
  required: "Обязательное поле",
  tooShort: "Введите не менее {min} символов",
  email: "Введите действительный адрес эл. почты, например name@example.com",
  katakana: "Используйте полноширинную катакану",
  kanji: "Напишите имя иероглифами кандзи",
  serverRejected: "Проверьте это поле",
  summary: {
    one: "{count} поле требует внимания:",
    few: "{count} поля требуют внимания:",
    many: "{count} полей требуют внимания:",
    other: "{count} поля требуют внимания:",
  },
  sending: "Отправка…",
  sent: "Спасибо, ваш запрос отправлен.",
  sendFailed: "Не удалось отправить. Ваши ответы сохранены: попробуйте ещё раз.",
  tooYoung: "Вам должно быть не меньше {age} лет",
  date: "Введите существующую дату",
  titleMr: "Г-н",
  titleMs: "Г-жа",
  titleMrs: "Г-жа (замужем)",
  titlePNTS: "Предпочитаю не указывать",
  genderMr: "Мужской",
  genderMs: "Женский",
} satisfies Table<keyof typeof en>;
