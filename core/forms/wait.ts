// Why this exists: a server that slows repeated attempts (a lookup, a login) answers 429 with a Retry-After. The form
// says so instead of dropping the attempt silently: the status line (a polite live region) states the wait once, a
// countdown beside it ticks every second without being announced, a submit during the wait sends nothing and says how
// long is left, and the end of the wait is announced ("You can try again now"). Nothing typed is touched.
// The countdown counts timer ticks, not the wall clock: the server stays the judge (a try it still refuses starts a new
// wait), and tests move it with the fake clock.
import { createMessages } from "../../markets/messages";
import { HttpError } from "../http";
import type { FormResult } from "./submit";

/** When a 429 names no wait (or one we cannot read). */
export const DEFAULT_WAIT_SECONDS = 30;

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

/** The seconds a refused try asks to wait: a 429's Retry-After rounded up (at least 1), DEFAULT_WAIT_SECONDS when it
 * names none; undefined for any other failure. */
export function waitSeconds(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.kind !== "status" || error.status !== 429) return undefined;
  const ms = error.retryAfterMs;
  return ms === undefined ? DEFAULT_WAIT_SECONDS : Math.max(1, Math.ceil(ms / 1000));
}

export interface FormWait {
  /** For enhanceForm's `held`: while waiting, how long is left (nothing is sent). */
  held(): string | undefined;
  /** For enhanceForm's `failureText`: the wait a 429 asks for, undefined for any other failure. */
  failureText(error: unknown): string | undefined;
  /** For enhanceForm's `onResult`: a 429 starts the wait (a newer one replaces it). */
  onResult(result: FormResult): void;
  secondsLeft(): number;
  destroy(): void;
}

/**
 * The wait of `form`: its countdown goes in `[data-form-wait]` (render it in the server markup beside the status line,
 * its space reserved; made after `[data-form-status]` when absent), its announcements in `[data-form-status]`.
 */
export function createFormWait(form: HTMLFormElement, language: () => string): FormWait {
  const say = (key: WaitTextKey, count?: number) => waitText(language(), key, count === undefined ? {} : { count });
  const found = form.querySelector<HTMLElement>("[data-form-wait]");
  const line = found ?? document.createElement("p");
  if (!found) {
    line.setAttribute("data-form-wait", "");
    line.className = "vitrine-form__wait";
    (form.querySelector("[data-form-status]") ?? form.lastElementChild ?? form).after(line);
  }
  let left = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function tick(): void {
    line.textContent = left > 0 ? say("left", left) : "";
    if (left > 0) {
      timer = setTimeout(() => ((left -= 1), tick()), 1000);
      return;
    }
    timer = undefined;
    const status = form.querySelector("[data-form-status]");
    if (status) status.textContent = say("over");
  }

  return {
    held: () => (left > 0 ? say("left", left) : undefined),
    failureText(error) {
      const seconds = waitSeconds(error);
      return seconds === undefined ? undefined : say("tooMany", seconds);
    },
    onResult(result) {
      const seconds = result.ok ? undefined : waitSeconds(result.error);
      if (seconds === undefined) return;
      clearTimeout(timer);
      left = seconds;
      tick();
    },
    secondsLeft: () => left,
    destroy() {
      clearTimeout(timer);
      if (found) found.textContent = "";
      else line.remove();
    },
  };
}
