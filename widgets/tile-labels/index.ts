// Product tile labels: availability label, VIC price and colour dots on every product tile. No React: the overlay is
// built by hand and follows the store through signal effects (./view.ts), so a listing page loads no React at all
// (the build sees none in its imports; widgets/registry.test.ts and tests/e2e/react-pages.spec.ts hold it to that).
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { requestStock } from "../../core/stock";
import { followSession } from "../../core/session";
import { stockIdsOf, contract } from "./schema";
import { enhanceTile } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./tile-labels.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "tile-labels",
  ...contract,
  // One stock request for the whole page of tiles, not one per tile; the page's one session check (§6: VIC is the
  // server's to say, and the private-sales prices follow it).
  prefetch: (tiles) => {
    requestStock(tiles.flatMap(stockIdsOf));
    followSession();
  },
  enhance: ({ element, attributes, place }) => enhanceTile(element, attributes, place),
});
