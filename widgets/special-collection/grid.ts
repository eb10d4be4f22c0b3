// What the special collection requests (§7 "Special-collection load") and how it reads a page: the tiles as list
// items shaped like the grid's, their part numbers, and the total the response declares.
import { fragmentPath, newExperienceAddress } from "../../core/fragment-paths";
import { loadPage } from "../../core/listing/page";
import type { PageAnswer } from "../../core/listing/engine";
import { partNumbersOf, readTotalCount, tilesOf } from "./rules";

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

/** A page of tiles: the list items the grid takes, and their part numbers (the load-more tracking event, §7). */
export interface TilesPage {
  items: HTMLLIElement[];
  partNumbers: string[];
}

/** One page of a category (§7): its tiles as list items, their part numbers and the declared total (§5). */
export async function fetchCollectionPage(
  address: string,
  page: number,
  category: string,
  signal: AbortSignal,
  itemClass: string,
): Promise<PageAnswer<TilesPage>> {
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
  return { body: { items, partNumbers: partNumbersOf(tiles) }, added: items.length, totalCount };
}
