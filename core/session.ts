// The shopper's session (§6 "Guests and logged-in customers", "VIC users"): logged in or not, and VIC, as the server's
// check says. The page configuration only seeds the `user` signal of core/store.ts; the first widget that shows a
// price or the bag asks the server once per page (`ensureSession`), and whatever it answers is what every widget shows
// from then on, without a reload: tile labels, the product page and quick buy read `user.vic`.
// A login, a registration or a logout (the account widget posts it through the form core and hands the answer to
// `applySession`) is told to the page (`vitrine:session`, so the cart and wishlist stores reload the account's) and to
// the shopper's other tabs (a `storage` event: they check again). A page restored from the back/forward cache checks
// again too.
// The spec shows neither path nor answer: ours (README.md "Backend responses") is
//   GET {serviceHost}/account/login-status  → { loggedIn: boolean, vic?: boolean, firstName?: string }
// also the §2 login check quick buy's "proceed" makes (core/cart.ts `checkLogin`).
import { z } from "./zod";
import { opt, optText } from "./entity-fields";
import { errorMessage, reportError } from "./errors";
import { emit, type SessionReason } from "./events";
import { http } from "./http";
import { config, user, type SessionUser } from "./store";

export type { SessionReason } from "./events";

export const SESSION_PATH = "/account/login-status";
export const SESSION_TIMEOUT_MS = 5000;
/** localStorage key whose change tells the shopper's other tabs that the session changed. */
export const SESSION_SIGNAL_KEY = "vitrine-session";

const flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(["true", "false"]),
    z.transform((v: "true" | "false") => v === "true"),
  ),
]);

/** The server's session answer: of the check, and of a login, a registration or a logout. */
export const sessionAnswerSchema = z.object({ loggedIn: flag, vic: opt(flag), firstName: optText });
export interface SessionAnswer {
  loggedIn: boolean;
  vic?: boolean | undefined;
  firstName?: string | undefined;
}

let checked: Promise<SessionUser> | undefined;

/** Shows `answer` as the session on every widget, and tells the page (and, after a login or logout, the other tabs). */
export function applySession(answer: SessionAnswer, reason: SessionReason): SessionUser {
  const before = user.peek();
  const next: SessionUser = {
    loggedIn: answer.loggedIn,
    vic: answer.loggedIn && (answer.vic ?? false),
    ...(answer.firstName ? { firstName: answer.firstName } : {}),
    source: "server",
  };
  user.value = next;
  const accountChanged = reason !== "check" || before.loggedIn !== next.loggedIn;
  emit("session", { loggedIn: next.loggedIn, vic: next.vic, reason, accountChanged });
  if (reason !== "check") tellOtherTabs();
  return next;
}

/** Asks the server now (a newer check supersedes one in flight); rejects when the check fails, `user` unchanged. */
export async function checkSession(): Promise<SessionUser> {
  const answer = await http.get(SESSION_PATH, {
    schema: sessionAnswerSchema,
    supersede: "session",
    timeoutMs: SESSION_TIMEOUT_MS,
    deadlineMs: SESSION_TIMEOUT_MS, // a shopper pressing "proceed" waits on it: one retry at most, within the same 5 s
    retries: 1,
  });
  return applySession(answer, "check");
}

/** The page's one session check: the first call asks, later ones share its answer. A failed check is reported and
 * forgotten, so the next call (another widget, the shopper coming back to the tab) asks again; meanwhile `user`
 * stays as the page seeded it. */
export function ensureSession(): Promise<SessionUser> {
  checked ??= checkSession().catch((error: unknown) => {
    checked = undefined;
    reportError({ source: "session", message: `the session check failed: ${errorMessage(error)}`, cause: error });
    throw error;
  });
  return checked;
}

/** For a widget that shows prices or the bag: have the page's one check made (a failure is reported by it, and the
 * widget keeps showing the page's seed until a later check answers). */
export function followSession(): void {
  void ensureSession().catch(() => undefined);
}

/** Tests: forget the page's check and go back to the page's seed. */
export function resetSession(): void {
  checked = undefined;
  user.value = { ...config.peek().user, source: "page" };
}

function tellOtherTabs(): void {
  try {
    localStorage.setItem(SESSION_SIGNAL_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // no storage (a private window): the other tabs see the change on their next check
  }
}

function checkAgain(): void {
  checked = undefined;
  followSession();
}

// Another tab logged in or out: its storage change reaches this tab, which asks the server. A page restored from the
// back/forward cache may show a session that has changed meanwhile.
addEventListener("storage", (event) => {
  if (event.key === SESSION_SIGNAL_KEY) checkAgain();
});
addEventListener("pageshow", (event) => {
  if (event.persisted) checkAgain();
});
