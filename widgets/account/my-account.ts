// My account (§2 "Page names": my-account, my-account_cn, my-account_kr): the server renders it for the session; the
// widget checks the session (a page from a cache may be a signed-out one), shows the logged area exactly as §6 says
// for the market (enabled: shown; disabled: hidden; not set: as the server rendered it), points the deactivation link
// at the market's address with the subject "deactivate account" (§9; the page configuration may set another address),
// and signs out through the form core. A session check that fails says so with a retry; a signed-out session says so
// with a link to sign in.
import { enhanceForm } from "../../core/forms/form";
import { accountPage, pageUrl } from "../../core/routes";
import { applySession, ensureSession, sessionAnswerSchema, type SessionAnswer } from "../../core/session";
import { config, market, textLocale } from "../../core/store";
import { accountText, type AccountTextKey } from "./messages";
import { deactivationHref, loggedArea } from "./rules";
import { PARTS } from "./schema";
import { navigation } from "./sign-in";

/** The block's status line: the server's `[data-account-status]`, or one made at its start. */
function statusLine(element: HTMLElement): { line: HTMLElement; undo(): void } {
  const found = element.querySelector<HTMLElement>(PARTS.status);
  const line = found ?? document.createElement("p");
  if (!found) element.prepend(line);
  line.setAttribute("role", "status");
  line.classList.add("vitrine-account__status");
  return { line, undo: () => (found ? line.replaceChildren() : line.remove()) };
}

export function enhanceMyAccount(element: HTMLElement): () => void {
  const undo: Array<() => void> = [];
  const say = (key: AccountTextKey) => accountText(textLocale.value, key);
  const { line, undo: undoLine } = statusLine(element);
  undo.push(undoLine);

  const area = element.querySelector<HTMLElement>(PARTS.loggedArea);
  const rule = loggedArea(market.value);
  if (area && rule !== "not-set") {
    const wasHidden = area.hidden;
    area.hidden = rule === "disabled";
    undo.push(() => void (area.hidden = wasHidden));
  }

  const deactivate = element.querySelector<HTMLAnchorElement>(PARTS.deactivate);
  if (deactivate) {
    const serverHref = deactivate.getAttribute("href");
    deactivate.href = deactivationHref(market.value.accountDeactivationEmail);
    undo.push(() => (serverHref === null ? deactivate.removeAttribute("href") : deactivate.setAttribute("href", serverHref)));
  }

  const login = () => {
    const url = new URL(pageUrl(accountPage("login", config.value.country), config.value.siteRoot), location.href);
    url.searchParams.set("back", `${location.pathname}${location.search}`);
    return `${url.pathname}${url.search}`;
  };

  /** The session check: a signed-out session is told with a link to sign in; a failed check with a retry. */
  const check = () => {
    line.textContent = "";
    ensureSession().then(
      (session) => {
        if (session.loggedIn) return;
        const link = document.createElement("a");
        link.href = login();
        link.textContent = say("signIn");
        line.replaceChildren(`${say("signedOut")} `, link);
      },
      () => {
        const retry = document.createElement("button");
        retry.type = "button";
        retry.className = "vitrine-retry";
        retry.textContent = say("retry");
        retry.addEventListener("click", () => {
          check();
          line.focus();
        });
        line.tabIndex = -1;
        line.replaceChildren(`${say("sessionFailed")} `, retry);
      },
    );
  };
  check();

  const logout = element.querySelector<HTMLFormElement>(PARTS.logout);
  if (logout) {
    const enhanced = enhanceForm({
      form: logout,
      language: () => textLocale.value,
      answer: sessionAnswerSchema,
      failureText: () => say("logoutFailed"),
      onResult: (result) => {
        if (!result.ok) return;
        applySession(result.body as SessionAnswer, "logout");
        navigation.assign(pageUrl(accountPage("login", config.value.country), config.value.siteRoot));
      },
    });
    undo.push(() => enhanced.destroy());
  }
  return () => undo.forEach((step) => step());
}
