// The authenticity feature's rules (§7 "Authenticity feature", §8 "Authenticity feature error keys", §9
// "Authenticity feature"): what a tap carries, where each call goes, the error keys and their words, the older tap,
// DTC and the special project. Pure: no DOM, no client.
import type { AuthenticitySettings } from "../../core/config";
import type { AuthTextKey } from "./messages";

/** §8: the five error kinds; the key a shopper's page is in is `pdp-{auth}-{kind}` (`errorKey`). */
export const ERROR_KINDS = ["no-valid-input-data", "expired-page", "no-valid-tag", "network-error", "json-data-error"] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
/** The kinds the tag-data service itself may answer with (the other two are the page's own findings). */
export const SERVICE_ERROR_KINDS = ["no-valid-input-data", "expired-page", "no-valid-tag"] as const;

/** §8: `pdp-{auth}-{kind}`, {auth} the service's short name in lower case. */
export const errorKey = (kind: ErrorKind, serviceName: string): string => `pdp-${serviceName.toLowerCase()}-${kind}`;

const MESSAGE: Record<ErrorKind, AuthTextKey> = {
  "no-valid-input-data": "noValidInputData",
  "expired-page": "expiredPage",
  "no-valid-tag": "noValidTag",
  "network-error": "networkError",
  "json-data-error": "jsonDataError",
};
/** The shopper's words for an error kind. */
export const errorMessageKey = (kind: ErrorKind): AuthTextKey => MESSAGE[kind];
/** Whether trying the same tap again may help (the service was unreachable or unreadable); the others need a new tap. */
export const isRetryable = (kind: ErrorKind): boolean => kind === "network-error" || kind === "json-data-error";

/** §8: the verification code of an older tap (the URL opened again, not a fresh tap of the tag). */
export const OLDER_TAP_CODE = "0001FF";
export const isOlderTap = (verificationCode: string): boolean => verificationCode.toUpperCase() === OLDER_TAP_CODE;

/** §9: the distribution channel of a product sold directly by the maison. */
export const DTC = "DTC";
export const isDirectToConsumer = (channel: string | undefined): boolean => channel === DTC;

/** §9: the one special project identifier, `ao{Auth}EternalGoldPR`. */
export const specialProjectId = (serviceName: string): string => `ao${serviceName}EternalGoldPR`;

/** §9: answers are kept 5 minutes. */
export const CACHE_TTL_MS = 5 * 60 * 1000;

/** What the tag's URL carries (our shapes; the spec names only `v`, `t` and the optional `s`). */
export interface Tap {
  v: string;
  t: string;
  s?: string;
}

const V = /^[0-9A-Za-z]{1,16}$/;
const T = /^[0-9A-Fa-f]{8,64}$/;
const S = /^[0-9A-Fa-f]{8,128}$/;

/** The tap in a query string, or null when it is missing or malformed (`no-valid-input-data`, no call made). */
export function tapOf(search: string): Tap | null {
  const query = new URLSearchParams(search);
  const v = query.get("v") ?? "";
  const t = query.get("t") ?? "";
  const s = query.get("s");
  if (!V.test(v) || !T.test(t) || (s !== null && !S.test(s))) return null;
  return s === null ? { v, t } : { v, t, s };
}

/** The tap as query parameters, `s` only when there is one. */
export const tapQuery = ({ v, t, s }: Tap): Record<string, string> => (s === undefined ? { v, t } : { v, t, s });

/** A tap as one cache key. */
export const tapKey = ({ v, t, s }: Tap): string => `${v}.${t}.${s ?? ""}`;

const joined = (host: string, path: string) => `${host.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;

/** §7: tag data at `nfc/tag-data` on its dedicated host. */
export const tagDataUrl = (settings: Pick<AuthenticitySettings, "tagDataHost">): string => joined(settings.tagDataHost, "nfc/tag-data");

/** §7: product data at `{token}` on the API host (the token one path segment, escaped). */
export const productDataUrl = (apiDomain: string, token: string): string => joined(apiDomain, encodeURIComponent(token));

/** §7: product experience data at `{gatewayDomain}/{authenticityUri}`, the production or development domain. */
export const experienceUrl = (settings: Pick<AuthenticitySettings, "gatewayDomain" | "environment" | "uri">): string =>
  joined(settings.gatewayDomain[settings.environment], settings.uri);

/** §7: the product experience editorial, `{contentPath}.nux.getProduct{Auth}Info.json`. */
export const editorialUrl = (contentPath: string, serviceName: string): string =>
  `${contentPath.replace(/\/+$/, "")}.nux.getProduct${serviceName}Info.json`;

/** §9: certificate types, and their link's words. */
export const CERTIFICATE_TYPES = ["COC", "GEMOLOGICAL_LAB"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
const CERTIFICATE_TEXT: Record<CertificateType, AuthTextKey> = { COC: "certificateCoc", GEMOLOGICAL_LAB: "certificateLab" };
export const certificateTextKey = (type: CertificateType): AuthTextKey => CERTIFICATE_TEXT[type];

/** §9: certificate files are PDF: a link whose path does not end in `.pdf` is not one. */
export function isPdfUrl(href: string): boolean {
  try {
    return new URL(href).pathname.toLowerCase().endsWith(".pdf");
  } catch {
    return false;
  }
}
