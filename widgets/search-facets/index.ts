// Search facets (§9): OR inside each facet, AND across, in the URL as repeated parameters; the listing follows. The
// facets are the server's own form: the widget adds behaviour and renders nothing, so it loads no React.
import { defineWidget } from "../../core/widget";
import { connectFacets } from "./form";
import { contract } from "./schema";

export default defineWidget({
  name: "search-facets",
  ...contract,
  enhance: ({ attributes, element }) => connectFacets(element, { listing: attributes.listing }),
});
