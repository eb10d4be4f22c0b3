// widgets/wishlist/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "Избранное хранится только на этом устройстве. Войдите, чтобы сохранить его в аккаунте.",
  signIn: "Войти",
  loading: "Загрузка…",
  empty: "В избранном пока пусто.",
  sharedEmpty: "По этой ссылке нет избранного.",
  dropped: {
    one: "{count} запись этой ссылки не удалось прочитать.",
    few: "{count} записи этой ссылки не удалось прочитать.",
    other: "{count} записей этой ссылки не удалось прочитать.",
  },
  loadFailed: "Не удалось загрузить избранное.",
  itemFailed: "Не удалось загрузить этот товар.",
  retry: "Повторить",
  share: "Поделиться избранным",
  shareHint: "Любой, у кого есть эта ссылка, увидит список таким, какой он сейчас.",
  copy: "Скопировать ссылку",
  copied: "Ссылка скопирована.",
  copyFailed: "Не удалось скопировать ссылку: выделите её и скопируйте.",
} satisfies Table<keyof typeof en>;
