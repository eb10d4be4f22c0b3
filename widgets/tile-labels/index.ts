// Product tile labels: availability label, VIC price and colour dots on every product tile.
import { defineReactWidget } from "../../core/widget";
import { requestStock } from "../../core/stock";
import { tileAttributes, stockIds } from "./schema";
import { TileLabels } from "./view";

export default defineReactWidget({
  name: "tile-labels",
  attributes: tileAttributes,
  View: TileLabels,
  // One stock request for the whole page of tiles, not one per tile.
  prefetch: (tiles) => requestStock(tiles.flatMap(stockIds)),
  setup(tile) {
    const overlay = document.createElement("div");
    overlay.className = "vitrine-tile";
    tile.append(overlay);
    return { container: overlay, cleanup: () => overlay.remove() };
  },
});
