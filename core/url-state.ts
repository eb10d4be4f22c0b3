// §2 / §9 "Paging and URLs": the query parameters `page`, `category`, and the hash parameters `look-id`, `PN`,
// `productPage`. Pure readers and writers over URL strings, plus the two history calls every listing uses.

export const URL_PARAM = {
  page: "page",
  category: "category",
  productPage: "productPage",
  lookId: "look-id",
  partNumber: "PN",
} as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_CATEGORY = "all";

type Changes = Readonly<Record<string, string | number | null | undefined>>;

/** A positive integer parameter (`page`), or the default when absent or not a positive integer. */
export function readPositiveInt(params: URLSearchParams, name: string, fallback = DEFAULT_PAGE): number {
  const raw = params.get(name)?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/** A non-empty string parameter (`category`), or the default. */
export function readText(params: URLSearchParams, name: string, fallback: string): string {
  return params.get(name)?.trim() || fallback;
}

/** The hash as parameters: `#look-id=L7` and `#PN=123&productPage=2` alike. */
export function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ""));
}

function apply(params: URLSearchParams, changes: Changes): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) params.delete(key);
    else params.set(key, String(value));
  }
}

/** `href` with query parameters set (null/undefined removes one); the hash is kept. */
export function withQuery(href: string, changes: Changes): string {
  const url = new URL(href);
  apply(url.searchParams, changes);
  return url.href;
}

/** `href` with hash parameters set (null/undefined removes one); an empty hash is dropped. */
export function withHash(href: string, changes: Changes): string {
  const url = new URL(href);
  const params = hashParams(url.hash);
  apply(params, changes);
  const hash = params.toString();
  url.hash = hash ? `#${hash}` : "";
  return url.href;
}

/** The history state Vitrine writes: the spec's entry title plus the values a Back needs to restore. */
export interface HistoryEntry {
  vitrine: string;
  [key: string]: unknown;
}

/** Pushes a history entry titled `title` (e.g. `collection`, `special-collection`). */
export function pushEntry(title: string, href: string, state: Record<string, unknown> = {}): void {
  history.pushState({ ...state, vitrine: title } satisfies HistoryEntry, title, href);
}

/** Rewrites the current entry (no new history entry), keeping its title. */
export function replaceEntry(title: string, href: string, state: Record<string, unknown> = {}): void {
  history.replaceState({ ...state, vitrine: title } satisfies HistoryEntry, title, href);
}
