// The account pages' rules (§2 "Page names", §5 "Age", §6 "Logged area", §9 "Other flags", "Account deactivation"):
// pure, no DOM, each tested table-style against the spec.
import { HttpError } from "../../core/http";
import { accountPage, pageUrl } from "../../core/routes";
import { sameOriginPath } from "../../core/safe-url";
import type { MarketConfig } from "../../markets/markets";
import type { AccountTextKey } from "./messages";

export type LoggedArea = "enabled" | "disabled" | "not-set";

/** §6 "Logged area": enabled in it and eu, disabled in us, ca, tr, th and kr, not set elsewhere. */
export function loggedArea(market: Pick<MarketConfig, "enableLoggedArea">): LoggedArea {
  if (market.enableLoggedArea === undefined) return "not-set";
  return market.enableLoggedArea ? "enabled" : "disabled";
}

/** §9 "Account deactivation": the subject of the mailto link. */
export const DEACTIVATION_SUBJECT = "deactivate account";

/** §9: the mailto link to the market's address with the subject "deactivate account". */
export function deactivationHref(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(DEACTIVATION_SUBJECT)}`;
}

/** Which of the registration form's optional blocks a market shows: the newsletter opt-in where subscription is
 * enabled (§9: not tr, th), the privacy statement in the §9 country list, the over-19 consent in kr (§5 "Age"). */
export function registrationBlocks(
  country: string,
  market: Pick<MarketConfig, "isSubscribeNewsletterEnabled" | "privacyStatement">,
): { newsletter: boolean; privacy: boolean; over19: boolean } {
  return { newsletter: market.isSubscribeNewsletterEnabled, privacy: market.privacyStatement, over19: country === "kr" };
}

/** When a slowed login's 429 names no wait (ours: the fixture's lock is 30 s). */
export const DEFAULT_WAIT_SECONDS = 30;

export interface Failure {
  key: AccountTextKey;
  /** For `tooMany`: the seconds to wait. */
  count?: number;
}

/** What a failed login says: wrong credentials (401), a wait (429 with its Retry-After), fields to check (400 naming
 * them), or that it could not be done now (anything else: a server error, no answer, an answer we cannot read). */
export function loginFailure(error: unknown): Failure {
  const status = error instanceof HttpError && error.kind === "status" ? error.status : undefined;
  if (status === 401) return { key: "wrongCredentials" };
  if (status === 429) {
    const ms = (error as HttpError).retryAfterMs;
    return { key: "tooMany", count: ms === undefined ? DEFAULT_WAIT_SECONDS : Math.max(1, Math.ceil(ms / 1000)) };
  }
  if (status === 400) return { key: "checkFields" };
  return { key: "loginFailed" };
}

/** What a failed registration says: the email is taken (409), fields to check (400), or not now. */
export function registerFailure(error: unknown): Failure {
  const status = error instanceof HttpError && error.kind === "status" ? error.status : undefined;
  if (status === 409) return { key: "emailTaken" };
  if (status === 400) return { key: "checkFields" };
  return { key: "registerFailed" };
}

/** Where a login or registration goes: the same-origin `back` it was asked for, else the market's my account. */
export function nextPage(back: string | null | undefined, country: string, siteRoot: string, base: string): string {
  return sameOriginPath(back ?? "", base) ?? pageUrl(accountPage("my-account", country), siteRoot);
}
