// Why this exists: a server that slows repeated attempts (a lookup, a login) answers 429 with a Retry-After. The form
// says so instead of dropping the attempt silently: the status line (a polite live region) states the wait once, a
// countdown beside it ticks every second without being announced, a submit during the wait sends nothing and says how
// long is left, and the end of the wait is announced ("You can try again now"). Nothing typed is touched.
// The countdown counts timer ticks, not the wall clock: the server stays the judge (a try it still refuses starts a new
// wait), and tests move it with the fake clock.
import { HttpError } from "../http";
import { waitText, type WaitTextKey } from "./wait-messages";
import type { FormResult } from "./submit";

/** When a 429 names no wait (or one we cannot read). */
export const DEFAULT_WAIT_SECONDS = 30;

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
