// The DOM grid a listing of items fills (collection looks, special collection): the server's items stay where they
// are, each change of the engine (engine.ts `Update`) is one truncation and one insertion, every item carries its
// feed position (core/listing/feed.ts), and an optional room holds the place of the page on its way so nothing
// shifts when it lands.
import { numberArticles, resizeFeed, setBusy } from "./feed";

export interface FeedGridOptions {
  /** The items the grid shows now, in order. */
  items(): HTMLElement[];
  /** The feed's set size on mount (-1: unknown). */
  setSize: number;
  /** Makes the room of a page being loaded (looks' placeholders); it stands last in the grid while busy. */
  room?(): HTMLElement;
}

export interface FeedGrid {
  /** Numbers the server's items (on mount). */
  init(): void;
  /** One change: keeps the first `keep` items, gives every item the feed's new set size, appends `added` after them
   * in one insertion. */
  show(keep: number, added: readonly HTMLElement[], setSize: number): void;
  /** Feed pattern: busy while a page is on its way. */
  setBusy(busy: boolean): void;
  /** Feed pattern: the set size of every item (-1: unknown). */
  setSize(setSize: number): void;
  /** Removes the feed attributes (unmount). */
  release(): void;
}

export function feedGrid(list: HTMLElement, { items, setSize: initialSize, room }: FeedGridOptions): FeedGrid {
  let setSize = initialSize;
  let pending: HTMLElement | undefined;
  const grid: FeedGrid = {
    init() {
      numberArticles(items(), 1, setSize);
    },
    show(keep, added, size) {
      for (const item of items().slice(keep)) item.remove();
      grid.setSize(size);
      if (added.length === 0) return;
      numberArticles(added, keep + 1, setSize);
      const batch = document.createDocumentFragment();
      batch.append(...added);
      if (pending) pending.before(batch);
      else list.append(batch);
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
  return grid;
}
