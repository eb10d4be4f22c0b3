// Live chat's own texts.
import { createMessages } from "../../markets/messages";

const en = {
  launch: "Chat with an advisor",
  loading: "Connecting to the chat…",
  failed: "The chat is not available right now. Please contact us instead.",
  retry: "Try the chat again",
  contact: "Contact us",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const chatText = createMessages(en, {
  it: {
    launch: "Chatta con un consulente",
    loading: "Connessione alla chat…",
    failed: "La chat non è disponibile al momento. Ti invitiamo a contattarci.",
    retry: "Riprova la chat",
    contact: "Contattaci",
  },
  pt: {
    launch: "Converse com um consultor",
    loading: "Conectando ao chat…",
    failed: "O chat não está disponível no momento. Entre em contato conosco.",
    retry: "Tentar o chat novamente",
    contact: "Fale conosco",
  },
  "zh-Hans": {
    launch: "与顾问聊天",
    loading: "正在连接聊天…",
    failed: "聊天服务暂时不可用，请通过其他方式联系我们。",
    retry: "重试聊天",
    contact: "联系我们",
  },
  "zh-Hant": {
    launch: "與顧問聊天",
    loading: "正在連線聊天…",
    failed: "聊天服務暫時無法使用，請透過其他方式聯絡我們。",
    retry: "重試聊天",
    contact: "聯絡我們",
  },
  ja: {
    launch: "アドバイザーとチャット",
    loading: "チャットに接続しています…",
    failed: "現在チャットはご利用いただけません。お問い合わせください。",
    retry: "もう一度チャットを試す",
    contact: "お問い合わせ",
  },
  ko: {
    launch: "상담원과 채팅",
    loading: "채팅에 연결하는 중…",
    failed: "현재 채팅을 이용할 수 없습니다. 문의하기를 이용해 주세요.",
    retry: "채팅 다시 시도",
    contact: "문의하기",
  },
  ar: {
    launch: "الدردشة مع مستشار",
    loading: "جارٍ الاتصال بالدردشة…",
    failed: "الدردشة غير متاحة حاليًا. يرجى التواصل معنا.",
    retry: "إعادة محاولة الدردشة",
    contact: "اتصل بنا",
  },
  ru: {
    launch: "Чат с консультантом",
    loading: "Подключение к чату…",
    failed: "Чат сейчас недоступен. Пожалуйста, свяжитесь с нами.",
    retry: "Повторить попытку чата",
    contact: "Связаться с нами",
  },
  tr: {
    launch: "Bir danışmanla sohbet edin",
    loading: "Sohbete bağlanılıyor…",
    failed: "Sohbet şu anda kullanılamıyor. Lütfen bizimle iletişime geçin.",
    retry: "Sohbeti yeniden dene",
    contact: "Bize ulaşın",
  },
  th: {
    launch: "แชทกับที่ปรึกษา",
    loading: "กำลังเชื่อมต่อแชท…",
    failed: "ขณะนี้ไม่สามารถใช้แชทได้ โปรดติดต่อเรา",
    retry: "ลองแชทอีกครั้ง",
    contact: "ติดต่อเรา",
  },
});
