// The controller's DOM side: the §7 "Special-collection load" request, and the grid as a feed-like list
// (aria-busy while a page is on its way, aria-setsize = totalCount, aria-posinset per item).
import { fragmentPath, newExperienceAddress } from "../../core/fragment-paths";
import { numberArticles, resizeFeed, setBusy, setSizeOf } from "../../core/listing/feed";
import { loadPage } from "../../core/listing/page";
import type { Grid, LoadedPage } from "./controller";
import { partNumbersOf, readTotalCount, tilesOf, type GridQuery } from "./rules";

/** Per attempt; the client's overall deadline (12 s, retries included) bounds the wait. */
export const LOAD_TIMEOUT_MS = 10_000;

/** §7 `{contentPath}.component-special-collection-template.html`; §4 new experience: its `.new.html` form. */
export function specialCollectionAddress(contentPath: string, newExperience: boolean): string {
  const address = fragmentPath.specialCollection(contentPath);
  return newExperience ? newExperienceAddress(address) : address;
}

/** The list items holding these tiles: the response's own `li`, or a new one shaped like the grid's. */
function listItems(tiles: readonly HTMLElement[], itemClass: string): HTMLLIElement[] {
  return tiles.map((tile) => {
    const own = tile.closest("li");
    if (own) return own;
    const item = document.createElement("li");
    item.className = itemClass;
    item.append(tile);
    return item;
  });
}

/** One page of a category (§7): its tiles as list items, their part numbers and the declared total (§5). */
export async function fetchCollectionPage(
  address: string,
  { page, category }: GridQuery,
  signal: AbortSignal,
  itemClass: string,
): Promise<LoadedPage<HTMLLIElement>> {
  // An empty category is a real answer; its `#total-count` (checked below) says so.
  const { fragment } = await loadPage(
    address,
    { items: "[data-part-number]", mayBeEmpty: true },
    { query: { page, category, pageLoad: false }, signal, timeoutMs: LOAD_TIMEOUT_MS },
  );
  const totalCount = readTotalCount(fragment);
  const tiles = tilesOf(fragment);
  const items = listItems(tiles, itemClass);
  // §4: new tiles are lazy-loaded, whatever the template says.
  for (const item of items) for (const image of item.querySelectorAll("img")) image.loading = "lazy";
  return { items, partNumbers: partNumbersOf(tiles), totalCount };
}

export interface DomGrid extends Grid<HTMLLIElement> {
  /** The server's items. */
  readonly initialItems: HTMLLIElement[];
  /** Numbers the server's items (on mount). */
  init(): void;
  /** Removes the feed attributes (unmount). */
  release(): void;
}

export function domGrid(list: HTMLElement, totalCount: number): DomGrid {
  const initialItems = [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  let setSize = totalCount as number | undefined;
  return {
    initialItems,
    init() {
      numberArticles(initialItems, 1, setSizeOf(setSize));
    },
    append(items, start) {
      numberArticles(items, start + 1, setSizeOf(setSize));
      const batch = document.createDocumentFragment();
      batch.append(...items);
      list.append(batch);
    },
    truncate(count) {
      const first = list.children[count];
      if (!first) return;
      if (count === 0) return list.replaceChildren();
      const range = document.createRange();
      range.setStartBefore(first);
      range.setEndAfter(list.lastChild!);
      range.deleteContents();
    },
    setBusy(busy) {
      setBusy(list, busy);
    },
    setTotal(total) {
      // -1: unknown (ARIA), until the first response of a category restored from nothing.
      setSize = total;
      resizeFeed(list, setSizeOf(total));
    },
    release() {
      list.removeAttribute("aria-busy");
      for (const item of list.children) {
        item.removeAttribute("aria-posinset");
        item.removeAttribute("aria-setsize");
      }
    },
  };
}
