// What follows a load in every listing: the URL and history rules (§2, §9), where focus goes (§4), and the scroll
// position a Back that has to fetch again comes back to. Never a scroll jump in authoring mode (§6).
import { isAuthorMode } from "../authoring";
import { focusItem } from "../dom";
import { URL_PARAM, replaceEntry, withQuery } from "../url-state";

/** The current history entry's state as an object (another script may have left anything there). */
export const entryState = (): Record<string, unknown> =>
  typeof history.state === "object" && history.state !== null ? (history.state as Record<string, unknown>) : {};

/** §2: after load more, `page` is rewritten on the current entry (no new entry), keeping its state and hash. */
export function rewritePage(title: string, page: number): void {
  replaceEntry(title, withQuery(location.href, { [URL_PARAM.page]: page }), { ...entryState(), page });
}

/** Before a new entry is pushed: the reader's place on the entry being left, for a Back that must fetch again. */
export function rememberScroll(title: string): void {
  replaceEntry(title, location.href, { ...entryState(), scrollY: Math.round(scrollY) });
}

/** The place `rememberScroll` kept on an entry's state, if any. */
export function savedScroll(state: unknown): number | undefined {
  const saved = (state as { scrollY?: unknown } | null)?.scrollY;
  return typeof saved === "number" ? saved : undefined;
}

/** Back once the pages had to be fetched again: too late for the browser's own restoration, so the listing does it. */
export function restoreScroll(top: number | undefined): void {
  if (top !== undefined && !isAuthorMode()) scrollTo({ top, behavior: "instant" });
}

/** §4: after a load the user asked for, focus goes to the first new item; an empty page leaves it on the last one
 * shown, so it never falls to <body> when the button goes. */
export function focusAfterAppend(added: readonly HTMLElement[], shown: readonly HTMLElement[]): void {
  const target = added[0] ?? shown.at(-1);
  if (target) focusItem(target);
}
