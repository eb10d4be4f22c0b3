// Contact us: its own labels (the fixture server renders them too); person labels and errors are the form core's.
import { createMessages } from "../../markets/messages";

const en = {
  heading: "Contact us",
  subject: "Subject",
  message: "Your message",
  submit: "Send message",
  chooseTitle: "Choose a title",
};

export type ContactTextKey = keyof typeof en;

export const contactText = createMessages(en, {
  it: {
    heading: "Contattaci",
    subject: "Oggetto",
    message: "Il tuo messaggio",
    submit: "Invia messaggio",
    chooseTitle: "Scegli un titolo",
  },
  pt: {
    heading: "Fale conosco",
    subject: "Assunto",
    message: "Sua mensagem",
    submit: "Enviar mensagem",
    chooseTitle: "Escolha o tratamento",
  },
  "zh-Hans": { heading: "联系我们", subject: "主题", message: "您的留言", submit: "发送留言", chooseTitle: "选择称谓" },
  "zh-Hant": { heading: "聯絡我們", subject: "主旨", message: "您的留言", submit: "傳送留言", chooseTitle: "選擇稱謂" },
  ja: { heading: "お問い合わせ", subject: "件名", message: "お問い合わせ内容", submit: "送信する", chooseTitle: "敬称を選択" },
  ko: { heading: "문의하기", subject: "제목", message: "문의 내용", submit: "메시지 보내기", chooseTitle: "호칭 선택" },
  ru: {
    heading: "Свяжитесь с нами",
    subject: "Тема",
    message: "Ваше сообщение",
    submit: "Отправить сообщение",
    chooseTitle: "Выберите обращение",
  },
  th: { heading: "ติดต่อเรา", subject: "หัวข้อ", message: "ข้อความของคุณ", submit: "ส่งข้อความ", chooseTitle: "เลือกคำนำหน้า" },
  ar: { heading: "اتصل بنا", subject: "الموضوع", message: "رسالتك", submit: "إرسال الرسالة", chooseTitle: "اختر اللقب" },
  tr: { heading: "Bize ulaşın", subject: "Konu", message: "Mesajınız", submit: "Mesajı gönder", chooseTitle: "Unvan seçin" },
});
