// Markup contract of the search facets (§9 "Search facets"): a GET form of checkboxes named after the facets.
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const searchFacetsAttributes = z.object({
  /** The id of the listing the facets filter (it reloads on `listing-query`); absent: every listing on the page. */
  listing: attr.optionalString(),
});

export type SearchFacetsAttributes = z.output<typeof searchFacetsAttributes>;
