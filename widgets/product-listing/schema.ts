// Markup contract of a product listing (§2 "Product listing pages", §4 "Load more (generic listings)", §9), and the
// schemas of what its requests answer: the per-page list of a grid fragment and the category data (§7).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { count, requiredText } from "../../core/entity-fields";

export const LISTING_SOURCES = ["category", "search", "collection"] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** §9 "Paging and URLs": the generic load-more's scroll offset. */
export const DEFAULT_SCROLL_OFFSET = 500;

// A single leading slash: `//host` would send the request to another origin.
const CONTENT_PATH = /^\/(?!\/)[^\s?#\\]*$/;

export const listingAttributes = z.object({
  /** Which listing it is: `category`, `search` or `collection`. */
  source: z.pipe(attr.string(), z.enum(LISTING_SOURCES, { error: "expected category, search or collection" })),
  /** A path starting with a single `/`; default: the page configuration's `contentPath`. */
  contentPath: attr.optional(attr.string().check(z.regex(CONTENT_PATH, "expected a path starting with a single /"))),
  /** The server rendered pages 1..page (`?page=N`). */
  page: attr.int({ min: 1 }),
  /** The page size the server rendered. */
  pageSize: attr.int({ min: 1 }),
  /** Absent: derived from the total and the page size, else unknown (a short page ends the list). */
  pageCount: attr.optional(attr.int({ min: 1 })),
  /** §5: numeric; absent: no counter. */
  totalCount: attr.optional(attr.int({ min: 0 })),
  /** The request's `category` and `order` unless the URL has its own. */
  category: attr.optionalString(),
  /** The request's `category` and `order` unless the URL has its own. */
  order: attr.optionalString(),
  /** Pixels, default 500: auto-load starts when the link comes this close below the viewport. */
  scrollOffset: attr.optional(attr.int({ min: 0 })),
  /** `true`: a tile click opens the product in a new tab. */
  newTab: attr.bool(),
});

export type ListingAttributes = z.output<typeof listingAttributes>;

/** The per-page list a grid fragment holds: `<ul data-listing-page="2" data-total-count="240" data-page-count="10">`. */
export const pageListAttributes = z.object({
  listingPage: attr.int({ min: 1 }),
  totalCount: attr.optional(attr.int({ min: 0 })),
  pageCount: attr.optional(attr.int({ min: 1 })),
});

/** §7 "Category data": `{contentPath}.dataProducts.json`; the category listing takes its counts from it. */
export const dataProductsSchema = z.object({
  page: count,
  totalCount: count,
  pageCount: count,
  products: z.array(z.object({ partNumber: requiredText("partNumber") })),
});

export type DataProducts = z.output<typeof dataProductsSchema>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: listingAttributes } satisfies MarkupContract;
