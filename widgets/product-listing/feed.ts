// The listing's DOM under the APG feed pattern (core/listing/feed.ts): the server's per-page lists go inside one
// `role="feed"` element, whose articles (the tiles) carry their position; plus the page tracker and scroll
// restoration. Attribute writes only, never a layout read in a loop.
import { findByAttribute } from "../../core/dom";
import { markFeed, numberArticles } from "../../core/listing/feed";
import { pageAtCentre } from "./rules";

/** §2 per-page marker: every page's list carries its page number. */
export const PAGE_MARKER = "data-listing-page";

/** The page of an element: the marker it sits in. */
export function pageOf(element: Element): number | undefined {
  const page = Number(element.closest(`[${PAGE_MARKER}]`)?.getAttribute(PAGE_MARKER));
  return Number.isInteger(page) && page > 0 ? page : undefined;
}

export function pageLists(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${PAGE_MARKER}]`)];
}

/** The feed's articles of one page list: each item's tile, or the item itself when it holds no <article>. */
function articlesOf(list: Element): HTMLElement[] {
  return [...list.children]
    .filter((item): item is HTMLElement => item.localName === "li")
    .map((item) => {
      const tile = item.firstElementChild;
      if (tile instanceof HTMLElement && tile.localName === "article") {
        item.setAttribute("role", "none");
        return tile;
      }
      item.setAttribute("role", "article");
      return item;
    });
}

/** Lists inside a feed are presentational, so the feed owns the articles directly; returns them, positioned from `first`. */
export function positionArticles(list: Element, first: number, setSize: number): HTMLElement[] {
  list.setAttribute("role", "none");
  const articles = articlesOf(list);
  numberArticles(articles, first, setSize);
  return articles;
}

/** Wraps the page lists in the feed (one move; the lifecycle keeps the tiles' widgets, as they stay connected). */
export function wrapFeed(section: HTMLElement, label: { labelledBy?: string; text: string }): { feed: HTMLElement; unwrap(): void } {
  const feed = document.createElement("div");
  feed.className = "vitrine-listing__feed";
  markFeed(feed);
  if (label.labelledBy) feed.setAttribute("aria-labelledby", label.labelledBy);
  else feed.setAttribute("aria-label", label.text);
  const lists = pageLists(section);
  const anchor = lists[0] ?? section.querySelector("[data-load-more]");
  if (anchor) anchor.before(feed);
  else section.append(feed);
  feed.append(...lists);
  return {
    feed,
    unwrap() {
      for (const el of feed.querySelectorAll("[role], [aria-posinset], [aria-setsize]")) {
        el.removeAttribute("role");
        el.removeAttribute("aria-posinset");
        el.removeAttribute("aria-setsize");
      }
      feed.replaceWith(...feed.childNodes);
    },
  };
}

/**
 * Reports the page "mostly in view": the page list crossing the viewport's centre line, seen by an
 * IntersectionObserver whose root is shrunk to that line. Fires only when the page changes.
 */
export function trackPageInView(initial: number, onPage: (page: number) => void) {
  let current = initial;
  const crossing = new Set<number>();
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const page = pageOf(entry.target);
              if (page === undefined) continue;
              if (entry.isIntersecting) crossing.add(page);
              else crossing.delete(page);
            }
            const page = pageAtCentre(crossing, current);
            if (page !== current) onPage((current = page));
          },
          { rootMargin: "-50% 0px -50% 0px" },
        );
  return {
    observe(list: Element) {
      observer?.observe(list);
    },
    /** A new query replaced the pages: forget them. */
    reset(page: number) {
      observer?.disconnect();
      crossing.clear();
      current = page;
    },
    disconnect: () => observer?.disconnect(),
  };
}

/** Scrolls a product tile into view, and puts keyboard focus on its link: the user continues from the product they came back from. */
export function revealTile(tile: HTMLElement, block: ScrollLogicalPosition): void {
  tile.scrollIntoView({ block, behavior: "instant" });
  tile.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
}

/** Scrolls a page's marker to the top (the page number reaches the selector escaped). */
/** Whether a page's list crosses the viewport's centre line now: one layout read, on Back only, where the page
 * tracker's last report may lag a scroll the observer has not delivered yet. */
export function pageIsAtCentre(root: ParentNode, page: number): boolean {
  const rect = findByAttribute(root, PAGE_MARKER, String(page))?.getBoundingClientRect();
  const centre = window.innerHeight / 2;
  return !!rect && rect.top <= centre && rect.bottom >= centre;
}

export function scrollToPage(root: ParentNode, page: number): void {
  findByAttribute(root, PAGE_MARKER, String(page))?.scrollIntoView({ block: "start", behavior: "instant" });
}
