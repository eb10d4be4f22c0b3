// Product listing pages (§2): infinite scroll with per-page markers, the generic load-more (§4), the results
// counter (§2, §5), tile clicks into history, and scroll restoration on load and Back.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { ProductListing } from "./view";
import { WIDGET } from "./listing";
import css from "./product-listing.css?raw";
import { contract } from "./schema";

adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  View: ProductListing,
  // The live region and the failure message go after the load-more link, at the end of the section.
  setup: ownContainer("vitrine-listing__status"),
});
