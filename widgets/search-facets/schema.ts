// Markup contract of the search facets (§9 "Search facets"): a GET form of checkboxes named after the facets.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const searchFacetsAttributes = z.object({
  /** The `id` of the listing to reload; absent: every listing on the page. */
  listing: attr.optionalString(),
});

export type SearchFacetsAttributes = z.output<typeof searchFacetsAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { element: "form" as const, attributes: searchFacetsAttributes } satisfies MarkupContract;
