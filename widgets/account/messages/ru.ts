// widgets/account/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "Неверный email или пароль. Проверьте их и попробуйте ещё раз.",
  tooMany: {
    one: "Слишком много попыток. Подождите {count} секунду и попробуйте ещё раз.",
    few: "Слишком много попыток. Подождите {count} секунды и попробуйте ещё раз.",
    other: "Слишком много попыток. Подождите {count} секунд и попробуйте ещё раз.",
  },
  wait: {
    one: "Подождите {count} секунду, прежде чем пробовать снова.",
    few: "Подождите {count} секунды, прежде чем пробовать снова.",
    other: "Подождите {count} секунд, прежде чем пробовать снова.",
  },
  canRetry: "Теперь можно попробовать ещё раз.",
  loginFailed: "Сейчас не удалось войти. Введённые данные сохранены: попробуйте ещё раз.",
  signedIn: "Вы вошли в аккаунт.",
  emailTaken: "Аккаунт с этим email уже существует: войдите или укажите другой email.",
  checkFields: "Проверьте отмеченные поля.",
  registerFailed: "Сейчас не удалось создать аккаунт. Введённые данные сохранены: попробуйте ещё раз.",
  registered: "Ваш аккаунт готов.",
  chooseTitle: "Выберите обращение",
  sessionFailed: "Не удалось проверить, что вы вошли в аккаунт.",
  retry: "Повторить",
  signedOut: "Вы не вошли в аккаунт.",
  signIn: "Войти",
  logoutFailed: "Сейчас не удалось выйти. Попробуйте ещё раз.",
} satisfies Table<keyof typeof en>;
