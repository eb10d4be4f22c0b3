// Login and registration (§1 accounts, §6 guests and logged-in customers) on the form core: the server form posts
// without JavaScript; with it the answer is the session (core/session.ts), the guest's bag and the device's wishlist go
// into the account (the server merges them: the login sends the device's items, which are forgotten on the device once
// it has answered), every widget of this page and the shopper's other tabs follow, then the next page opens.
// A failure says why and keeps what was typed; a slowed login (429) states its wait and holds the form until it ends.
import { enhanceForm, type FormOptions } from "../../core/forms/form";
import { applySession, sessionAnswerSchema, type SessionAnswer } from "../../core/session";
import { config, textLocale } from "../../core/store";
import { deviceItemsForMerge, forgetMergedItems } from "../../core/wishlist/store";
import { accountText } from "./messages";
import { loginFailure, nextPage, registerFailure, type Failure } from "./rules";

/** Where the browser goes (tests replace it). */
export const navigation = { assign: (href: string): void => location.assign(href) };

type SignInOptions = Pick<FormOptions, "today"> & {
  kind: "login" | "register";
  /** Extra work once the form is enhanced (registration: titles, blocks); returns its undo. */
  extra?: (form: HTMLFormElement) => () => void;
};

/** Enhances a login or registration form; returns what gives the server form back. */
export function enhanceSignIn(form: HTMLFormElement, { kind, today, extra }: SignInOptions): () => void {
  const language = () => textLocale.value;
  const say = ({ key, count }: Failure) => accountText(language(), key, count === undefined ? {} : { count });
  let sent: string[] = [];
  let lockedUntil = 0;
  let unlock: ReturnType<typeof setTimeout> | undefined;
  const secondsLeft = () => Math.ceil((lockedUntil - Date.now()) / 1000);
  const status = () => form.querySelector("[data-form-status]");

  const enhanced = enhanceForm({
    form,
    language,
    inStore: config.value.inStore,
    answer: sessionAnswerSchema,
    ...(today ? { today } : {}),
    body: (data) => {
      sent = deviceItemsForMerge();
      return { ...data, wishlist: sent.join(",") };
    },
    held: () => (secondsLeft() > 0 ? accountText(language(), "wait", { count: secondsLeft() }) : undefined),
    failureText: (error) => say(kind === "login" ? loginFailure(error) : registerFailure(error)),
    onResult: (result) => {
      if (result.ok) return signedIn(result.body as SessionAnswer);
      const failure = kind === "login" ? loginFailure(result.error) : undefined;
      if (failure?.key === "tooMany") hold(failure.count!);
    },
  });

  /** The server asked to wait: the form is held until then, and says when it may be sent again. */
  function hold(seconds: number): void {
    lockedUntil = Date.now() + seconds * 1000;
    clearTimeout(unlock);
    unlock = setTimeout(() => {
      const line = status();
      if (line) line.textContent = accountText(language(), "canRetry");
    }, seconds * 1000);
  }

  function signedIn(answer: SessionAnswer): void {
    applySession(answer, kind);
    forgetMergedItems(sent); // the account holds them now
    const line = status();
    if (line) line.textContent = accountText(language(), kind === "login" ? "signedIn" : "registered");
    const back = form.elements.namedItem("back");
    const { country, siteRoot } = config.value;
    navigation.assign(nextPage(back instanceof HTMLInputElement ? back.value : null, country, siteRoot, location.href));
  }

  const undoExtra = extra?.(form);
  return () => {
    clearTimeout(unlock);
    undoExtra?.();
    enhanced.destroy();
  };
}
