// The history side of every listing (§2): the one Back/Forward path of the page (a single popstate listener however
// many listings and query controls it has), the state a listing keeps on an entry, and the reader's place kept on the
// entry left, for a Back that has to fetch again. Never a scroll jump in authoring mode (§6).
import { isAuthorMode } from "../authoring";
import { replaceEntry } from "../url-state";

type Move = (state: unknown) => void;

const moves = new Set<Move>();
const onPopState = (event: PopStateEvent) => [...moves].forEach((move) => move(event.state));

/** Back/Forward to another entry of this document (a hash change too): `move` gets the entry's state. Returns the
 * unsubscribe. */
export function onBackForward(move: Move): () => void {
  if (moves.size === 0) addEventListener("popstate", onPopState);
  moves.add(move);
  return () => {
    if (moves.delete(move) && moves.size === 0) removeEventListener("popstate", onPopState);
  };
}

/** The current history entry's state as an object (another script may have left anything there). */
export const entryState = (): Record<string, unknown> =>
  typeof history.state === "object" && history.state !== null ? (history.state as Record<string, unknown>) : {};

/** Before a new entry is pushed: the reader's place `top` on the entry being left. */
export function rememberScroll(title: string, top: number): void {
  replaceEntry(title, location.href, { ...entryState(), scrollY: top });
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
