// The store locator's rules, no DOM.
import type { MapMarker } from "../../core/maps/adapter";
import type { StoreItem } from "./schema";

/** The stores that can be drawn on a map (with both coordinates, in range). */
export function markersOf(items: readonly StoreItem[]): MapMarker[] {
  return items.flatMap(({ storeId, storeName, lat, lng }) =>
    lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? [{ id: storeId, name: storeName, lat, lng }]
      : [],
  );
}
