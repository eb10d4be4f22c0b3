// Product tile labels: availability label, VIC price and colour dots on every product tile.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { requestStock } from "../../core/stock";
import { stockIdsOf, tileAttributes } from "./schema";
import { TileLabels } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./tile-labels.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "tile-labels",
  attributes: tileAttributes,
  View: TileLabels,
  // One stock request for the whole page of tiles, not one per tile.
  prefetch: (tiles) => requestStock(tiles.flatMap(stockIdsOf)),
  setup: ownContainer("vitrine-tile"),
});
