// Distances between the shopper and a store: great-circle distance, in the market's unit (§9 "Markets":
// meter for it, br, gr and eu, mile elsewhere), written by Intl (`style: "unit"`). Pure.
import type { MarketConfig } from "../markets/markets";
import { marketLocale } from "./format";

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** §9: the market's metric unit as the Intl unit distances are written in. */
export function distanceUnit(market: Pick<MarketConfig, "metricUnit">): "kilometer" | "mile" {
  return market.metricUnit === "meter" ? "kilometer" : "mile";
}

/** A distance in the market's unit: one decimal under 10, whole numbers above (`1.2 km`, `12 mi`, `٣٫٤ ميل`). */
export function formatDistance(km: number, market: Pick<MarketConfig, "metricUnit" | "localeISO">, locale = marketLocale(market)): string {
  const unit = distanceUnit(market);
  const value = unit === "mile" ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 }).format(
    value,
  );
}

/** Items sorted nearest first from `from` (items without coordinates last, in their order); none moved without `from`. */
export function byDistance<T extends Partial<LatLng>>(items: readonly T[], from: LatLng | undefined): Array<T & { km?: number }> {
  const withKm = items.map((item): T & { km?: number } =>
    from && item.lat !== undefined && item.lng !== undefined
      ? { ...item, km: distanceKm(from, { lat: item.lat, lng: item.lng }) }
      : { ...item },
  );
  if (!from) return withKm;
  return withKm
    .map((item, index) => ({ item, index }))
    .sort((x, y) => (x.item.km ?? Infinity) - (y.item.km ?? Infinity) || x.index - y.index)
    .map(({ item }) => item);
}
