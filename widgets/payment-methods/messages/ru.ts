// widgets/payment-methods/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "Карта",
  phoneWallet: "Кошелёк телефона",
  searchWallet: "Кошелёк поисковой системы",
  onlineWallet: "Онлайн-кошелёк",
  koreanGateway: "Корейский платёжный шлюз",
  messengerPay: "Оплата через мессенджер",
  expressChecking: "Проверяем, какие кошельки доступны на этом устройстве…",
  expressNone: "На этом устройстве нет доступных кошельков.",
  expressFailed: "Не удалось загрузить кошельки. Оплатить можно ниже.",
  loading: "Загрузка: {method}…",
  loadFailed: "Не удалось загрузить способ «{method}». Повторите попытку или выберите другой способ оплаты.",
  retry: "Повторить",
  payInFull: "Полная оплата",
  instalmentCount: { one: "{count} платёж", few: "{count} платежа", many: "{count} платежей", other: "{count} платежа" },
  declined: "Платёж отклонён. Проверьте данные или выберите другой способ оплаты и оформите заказ ещё раз.",
  chooseMethod: "Выберите способ оплаты.",
  unavailableMethod: "Способ «{method}» сейчас недоступен. Повторите попытку или выберите другой способ оплаты.",
} satisfies Table<keyof typeof en>;
