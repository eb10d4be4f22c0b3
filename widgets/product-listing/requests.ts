// §7 "Content fragments": one page of a listing from its source. Search: the search grid; category: the category
// grid with the category data (its counts); collection: the collection product grid.
import { parseAttributes } from "../../core/attributes";
import { fragmentPath } from "../../core/fragment-paths";
import { http } from "../../core/http";
import type { FetchedPage } from "../../core/listing/engine";
import { loadPage } from "../../core/listing/page";
import { requestQuery, type Filters } from "./rules";
import { dataProductsSchema, pageListAttributes, type ListingSource } from "./schema";

const TIMEOUT_MS = 8000;

export interface PageList {
  /** The sanitised per-page list, ready to append. */
  list: HTMLElement;
  /** The part numbers of its tiles (the load-more tracking event). */
  partNumbers: string[];
}

export interface PageSource {
  source: ListingSource;
  contentPath: string;
  /** Names the listing's requests: a newer one supersedes the older (core/http). */
  key: string;
}

const gridPath = ({ source, contentPath }: PageSource): string =>
  source === "search"
    ? fragmentPath.searchGrid(contentPath, "html")
    : source === "category"
      ? fragmentPath.categoryGrid(contentPath, "html")
      : fragmentPath.collectionProductGrid(contentPath);

/** The page list of a grid fragment; it must be the page asked for. */
function pageListOf(fragment: DocumentFragment, page: number): { list: HTMLElement; totalCount?: number; pageCount?: number } {
  const list = fragment.querySelector<HTMLElement>("[data-listing-page]");
  if (!list) throw new Error("missing listing page in html response");
  const parsed = parseAttributes(list, pageListAttributes);
  if (!parsed.ok) throw new Error(`invalid listing page in html response (${parsed.attribute}): ${parsed.message}`);
  if (parsed.value.listingPage !== page) throw new Error(`html response holds page ${parsed.value.listingPage}, not ${page}`);
  return { list, totalCount: parsed.value.totalCount, pageCount: parsed.value.pageCount };
}

const partNumbersOf = (list: HTMLElement): string[] =>
  [...list.querySelectorAll<HTMLElement>("[data-part-number]")].map((tile) => tile.dataset.partNumber ?? "").filter(Boolean);

/** Fetches and checks one page; rejects on any failure, so the listing can show its failed state. */
export async function fetchPage(target: PageSource, page: number, filters: Filters, signal: AbortSignal): Promise<FetchedPage<PageList>> {
  const query = requestQuery(target.source, filters, page);
  const options = { query, signal, timeoutMs: TIMEOUT_MS };
  const grid = loadPage(gridPath(target), { items: "[data-listing-page]" }, { ...options, supersede: `${target.key}:grid` }).then(
    (page) => page.fragment,
  );
  // The category listing takes its counts from the category data (§7), checked by its schema.
  const data =
    target.source === "category"
      ? http.get(fragmentPath.categoryData(target.contentPath, "json"), {
          ...options,
          schema: dataProductsSchema,
          supersede: `${target.key}:data`,
        })
      : undefined;
  const [fragment, counts] = await Promise.all([grid, data]);
  const { list, ...declared } = pageListOf(fragment, page);
  if (counts && counts.page !== page) throw new Error(`category data holds page ${counts.page}, not ${page}`);
  const items = list.querySelectorAll(":scope > li").length;
  return {
    page,
    body: { list, partNumbers: counts ? counts.products.map((p) => p.partNumber) : partNumbersOf(list) },
    added: items,
    totalCount: counts?.totalCount ?? declared.totalCount,
    pageCount: counts?.pageCount ?? declared.pageCount,
  };
}
