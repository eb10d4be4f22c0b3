// Why a guest form failed, in the page's words: a pure rule apart from rules.ts, as it needs the HTTP client's error
// (the fixture server's pages read rules.ts and load no client).
import { HttpError } from "../../core/http";
import type { GuestTextKey } from "./messages";

/** Why a lookup or a return failed, in the page's words (a 429's wait is the form core's: core/forms/wait.ts). The
 * answer of the order services never says whether the number or the email was wrong: 404 is "not found" for both. */
export function failureKey(error: unknown): GuestTextKey {
  if (!(error instanceof HttpError)) return "unavailable";
  if (error.kind === "invalid-response") return "unreadable";
  if (error.kind !== "status") return "unavailable"; // no answer, a timeout, no network
  if (error.status === 404) return "notFound";
  if (error.status === 400) return "checkFields";
  if (error.status === 409) return "notReturnable";
  return "unavailable";
}
