// widgets/authenticity/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Подлинность изделия",
  checking: "Проверяем метку…",
  verified: "Это изделие подлинное.",
  olderTap: "Эти данные получены при предыдущем касании метки. Коснитесь её снова, чтобы проверить изделие сейчас.",
  noValidInputData: "Эта страница открыта без данных метки. Коснитесь метки телефоном, чтобы открыть её снова.",
  expiredPage: "Срок действия этой страницы истёк. Коснитесь метки снова, чтобы увидеть данные изделия.",
  noValidTag: "Эта метка не распознана как наша. Обратитесь в нашу службу поддержки клиентов.",
  networkError: "Сервис проверки подлинности сейчас недоступен. Повторите попытку.",
  jsonDataError: "Не удалось прочитать ответ сервиса проверки подлинности. Повторите попытку.",
  retry: "Повторить",
  scanAgain: "Считать снова",
  scanPrompt: "Поднесите телефон к метке.",
  scanFailed: "Не удалось считать метку. Повторите попытку.",
  reference: "Артикул",
  serialNumber: "Серийный номер",
  height: "Высота",
  width: "Ширина",
  depth: "Глубина",
  co2: "Углеродный след (CO2)",
  directToConsumer: "Продано напрямую домом моды.",
  eternalGold: "Часть проекта Eternal Gold.",
  certificates: "Сертификаты",
  certificateCoc: "Сертификат соответствия (PDF)",
  certificateLab: "Сертификат геммологической лаборатории (PDF)",
} satisfies Table<keyof typeof en>;
