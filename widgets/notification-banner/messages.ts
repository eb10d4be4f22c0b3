// The notification banner's own texts: the dismiss control's name.
import { createMessages } from "../../markets/messages";

const en = { dismiss: "Close notification" };

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const bannerText = createMessages(en, {
  it: { dismiss: "Chiudi notifica" },
  pt: { dismiss: "Fechar notificação" },
  "zh-Hans": { dismiss: "关闭通知" },
  "zh-Hant": { dismiss: "關閉通知" },
  ja: { dismiss: "お知らせを閉じる" },
  ko: { dismiss: "알림 닫기" },
  ar: { dismiss: "إغلاق الإشعار" },
  ru: { dismiss: "Закрыть уведомление" },
  tr: { dismiss: "Bildirimi kapat" },
  th: { dismiss: "ปิดการแจ้งเตือน" },
});
