// APG feed semantics every listing shares: the feed element (role, aria-busy), each article's position
// (aria-posinset, aria-setsize; -1 while the size is unknown) and Page Down / Page Up between articles.
import { focusItem } from "../dom";

/** ARIA: -1 when the size is unknown. */
export const setSizeOf = (total: number | undefined): number => total ?? -1;

/** APG feed `aria-setsize`: the total the page declares; once the last page is in, the count shown; else -1 (unknown). */
export function feedSetSize({ declaredTotal, count, ended }: { declaredTotal?: number; count: number; ended: boolean }): number {
  if (declaredTotal !== undefined) return declaredTotal;
  return ended ? count : -1;
}

/** Numbers articles from `first`, all with the feed's size. */
export function numberArticles(articles: readonly Element[], first: number, setSize: number): void {
  articles.forEach((article, i) => {
    article.setAttribute("aria-posinset", String(first + i));
    article.setAttribute("aria-setsize", String(setSize));
  });
}

/** A new total: every article's set size follows. */
export function resizeFeed(feed: Element, setSize: number): void {
  for (const article of feed.querySelectorAll("[aria-setsize]")) article.setAttribute("aria-setsize", String(setSize));
}

export function setBusy(feed: Element, busy: boolean): void {
  feed.setAttribute("aria-busy", String(busy));
}

/** Makes `element` the feed (not busy); returns the undo. */
export function markFeed(element: HTMLElement): () => void {
  const role = element.getAttribute("role");
  element.setAttribute("role", "feed");
  setBusy(element, false);
  return () => {
    if (role === null) element.removeAttribute("role");
    else element.setAttribute("role", role);
    element.removeAttribute("aria-busy");
  };
}

/** The feed's articles, in document order: the elements that carry a position. */
export const feedArticles = (feed: ParentNode): HTMLElement[] => [...feed.querySelectorAll<HTMLElement>("[aria-posinset]")];

const STEP: Readonly<Record<string, number>> = { PageDown: 1, PageUp: -1 };

/** APG feed keys: Page Down / Page Up move focus to the next / previous article, from anywhere inside one. */
export function onFeedKeys(feed: HTMLElement): () => void {
  const handler = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    const current = step && event.target instanceof Element ? event.target.closest<HTMLElement>("[aria-posinset]") : null;
    if (!step || !current || !feed.contains(current)) return;
    const articles = feedArticles(feed);
    const next = articles[articles.indexOf(current) + step];
    if (!next) return;
    event.preventDefault();
    focusItem(next);
  };
  feed.addEventListener("keydown", handler);
  return () => feed.removeEventListener("keydown", handler);
}
