// Search facets (§9): OR inside each facet, AND across, in the URL as repeated parameters; the listing follows.
import { defineWidget } from "../../core/widget";
import { searchFacetsAttributes } from "./schema";
import { SearchFacets } from "./view";

export default defineWidget({
  name: "search-facets",
  attributes: searchFacetsAttributes,
  View: SearchFacets,
});
