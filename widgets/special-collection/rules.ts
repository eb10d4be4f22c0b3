// The special collection's pure rules (no document, no network): what the URL asks for (§2, §9), what a response
// declares (§5, §7) and where the tab keys move focus (APG tabs).
import { DEFAULT_CATEGORY, URL_PARAM, readPositiveInt, readText } from "../../core/url-state";

/** §5 "Special collection": the exact error when a response has no total-count element. */
export const MISSING_TOTAL_COUNT = "missing total count tracker in html response";

/** What a history entry shows: a page of a category. */
export interface PageQuery {
  page: number;
  category: string;
}

/** §2, §9: `page` (integer, default 1) and `category` (default `all`) of a query string. */
export function readGridQuery(search: string): PageQuery {
  const params = new URLSearchParams(search);
  return { page: readPositiveInt(params, URL_PARAM.page), category: readText(params, URL_PARAM.category, DEFAULT_CATEGORY) };
}

/** §3, §5, §7: the total a special-collection response declares in its `#total-count` element (§5: counts are numeric). */
export function readTotalCount(fragment: ParentNode): number {
  const tracker = fragment.querySelector("#total-count");
  if (!tracker) throw new Error(MISSING_TOTAL_COUNT);
  const text = tracker.textContent?.trim() ?? "";
  if (!/^\d{1,9}$/.test(text)) throw new Error(`invalid total count tracker in html response: ${JSON.stringify(text)}`);
  return Number(text);
}

/** §7: the product tiles of a response, in document order (each carries a part number). */
export function tilesOf(fragment: ParentNode): HTMLElement[] {
  return [...fragment.querySelectorAll<HTMLElement>("[data-part-number]")];
}

/** §7 "Special-collection load": the part numbers just loaded, for the "load more" tracking event. */
export function partNumbersOf(tiles: readonly HTMLElement[]): string[] {
  return tiles.map((tile) => tile.dataset["partNumber"]?.trim() ?? "").filter((partNumber) => partNumber !== "");
}

export type Direction = "ltr" | "rtl";

/** APG tabs: the index a key moves focus to, wrapping at both ends; in RTL the arrows mirror. Undefined: not a tab key. */
export function tabFocusTarget(key: string, index: number, count: number, direction: Direction): number | undefined {
  if (count === 0) return undefined;
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/** APG tabs, roving tabindex: the tab reached by Tab is the selected one, or the first when none is. */
export function tabStop(categories: readonly string[], selected: string): number {
  return Math.max(0, categories.indexOf(selected));
}
