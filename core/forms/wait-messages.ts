// The slowed form's texts (core/forms/wait.ts) in every market language, apart so that a server page can say a wait
// without loading the HTTP client.
import { createMessages } from "../../markets/messages";

const en = {
  tooMany: {
    one: "Too many attempts. You can try again in {count} second.",
    other: "Too many attempts. You can try again in {count} seconds.",
  },
  left: { one: "You can try again in {count} second.", other: "You can try again in {count} seconds." },
  over: "You can try again now.",
};

export type WaitTextKey = keyof typeof en;

export const waitText = createMessages(en, {
  it: {
    tooMany: {
      one: "Troppi tentativi. Puoi riprovare tra {count} secondo.",
      other: "Troppi tentativi. Puoi riprovare tra {count} secondi.",
    },
    left: { one: "Puoi riprovare tra {count} secondo.", other: "Puoi riprovare tra {count} secondi." },
    over: "Ora puoi riprovare.",
  },
  pt: {
    tooMany: {
      one: "Muitas tentativas. Você poderá tentar novamente em {count} segundo.",
      other: "Muitas tentativas. Você poderá tentar novamente em {count} segundos.",
    },
    left: { one: "Você poderá tentar novamente em {count} segundo.", other: "Você poderá tentar novamente em {count} segundos." },
    over: "Você já pode tentar novamente.",
  },
  "zh-Hans": {
    tooMany: { other: "尝试次数过多。请在 {count} 秒后重试。" },
    left: { other: "请在 {count} 秒后重试。" },
    over: "现在可以重试了。",
  },
  "zh-Hant": {
    tooMany: { other: "嘗試次數過多。請在 {count} 秒後重試。" },
    left: { other: "請在 {count} 秒後重試。" },
    over: "現在可以重試了。",
  },
  ja: {
    tooMany: { other: "試行回数が多すぎます。{count}秒後にもう一度お試しください。" },
    left: { other: "{count}秒後にもう一度お試しいただけます。" },
    over: "もう一度お試しいただけます。",
  },
  ko: {
    tooMany: { other: "시도 횟수가 너무 많습니다. {count}초 후에 다시 시도해 주세요." },
    left: { other: "{count}초 후에 다시 시도할 수 있습니다." },
    over: "이제 다시 시도할 수 있습니다.",
  },
  ar: {
    tooMany: {
      one: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد ثانية واحدة.",
      two: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد ثانيتين.",
      few: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد {count} ثوانٍ.",
      other: "محاولات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد {count} ثانية.",
    },
    left: {
      one: "يمكنك المحاولة مرة أخرى بعد ثانية واحدة.",
      two: "يمكنك المحاولة مرة أخرى بعد ثانيتين.",
      few: "يمكنك المحاولة مرة أخرى بعد {count} ثوانٍ.",
      other: "يمكنك المحاولة مرة أخرى بعد {count} ثانية.",
    },
    over: "يمكنك المحاولة مرة أخرى الآن.",
  },
  ru: {
    tooMany: {
      one: "Слишком много попыток. Повторите через {count} секунду.",
      few: "Слишком много попыток. Повторите через {count} секунды.",
      many: "Слишком много попыток. Повторите через {count} секунд.",
      other: "Слишком много попыток. Повторите через {count} секунды.",
    },
    left: {
      one: "Повторить можно через {count} секунду.",
      few: "Повторить можно через {count} секунды.",
      many: "Повторить можно через {count} секунд.",
      other: "Повторить можно через {count} секунды.",
    },
    over: "Теперь можно повторить попытку.",
  },
  th: {
    tooMany: { other: "ลองหลายครั้งเกินไป ลองอีกครั้งได้ในอีก {count} วินาที" },
    left: { other: "ลองอีกครั้งได้ในอีก {count} วินาที" },
    over: "ตอนนี้ลองอีกครั้งได้แล้ว",
  },
  tr: {
    tooMany: { other: "Çok fazla deneme yapıldı. {count} saniye sonra yeniden deneyebilirsiniz." },
    left: { other: "{count} saniye sonra yeniden deneyebilirsiniz." },
    over: "Şimdi yeniden deneyebilirsiniz.",
  },
});
