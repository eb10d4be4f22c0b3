// The DOM grid the collection engine fills (collection looks, special collection): the server's items stay where
// they are, a page goes in with one insertion, every item carries its feed position (core/listing/feed.ts), and an
// optional room holds the place of the page on its way so nothing shifts when it lands.
import type { Grid } from "./collection";
import { numberArticles, resizeFeed, setBusy } from "./feed";

export interface FeedGridOptions {
  /** The items the grid shows now, in order. */
  items(): HTMLElement[];
  /** The feed's set size on mount (-1: unknown). */
  setSize: number;
  /** Makes the room of a page being loaded (looks' placeholders); it stands last in the grid while busy. */
  room?(): HTMLElement;
}

export interface FeedGrid extends Grid<HTMLElement> {
  /** Numbers the server's items (on mount). */
  init(): void;
  /** Removes the feed attributes (unmount). */
  release(): void;
}

export function feedGrid(list: HTMLElement, { items, setSize: initialSize, room }: FeedGridOptions): FeedGrid {
  let setSize = initialSize;
  let pending: HTMLElement | undefined;
  return {
    init() {
      numberArticles(items(), 1, setSize);
    },
    append(added, start) {
      numberArticles(added, start + 1, setSize);
      const batch = document.createDocumentFragment();
      batch.append(...added);
      if (pending) pending.before(batch);
      else list.append(batch);
    },
    truncate(count) {
      for (const item of items().slice(count)) item.remove();
    },
    setBusy(busy) {
      setBusy(list, busy);
      if (busy && room && !pending) list.append((pending = room()));
      if (!busy) {
        pending?.remove();
        pending = undefined;
      }
    },
    setSize(size) {
      if (size === setSize) return;
      setSize = size;
      resizeFeed(list, size);
    },
    release() {
      list.removeAttribute("aria-busy");
      for (const item of items()) {
        item.removeAttribute("aria-posinset");
        item.removeAttribute("aria-setsize");
      }
    },
  };
}
