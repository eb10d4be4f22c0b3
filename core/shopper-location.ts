// Where the shopper is, for distances to stores: the browser's geolocation when the shopper allows it, else
// a place they type. No geocoding service is in the spec, so a typed place is matched against the places we know
// (the cities of the stores listed), ignoring case and accents.
import type { LatLng } from "./geo";

export type LocateFailure = "unsupported" | "denied" | "unavailable";

/** The device's position (asked only on the shopper's request), or why there is none. */
export function locateShopper(timeoutMs = 10_000): Promise<LatLng | LocateFailure> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve("unsupported");
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { timeout: timeoutMs, maximumAge: 600_000, enableHighAccuracy: false },
    ),
  );
}

export interface KnownPlace extends LatLng {
  name: string;
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();

/** The known place the shopper typed (whole name, or the start of one when only one starts so), or undefined. */
export function placeFromText(text: string, places: readonly KnownPlace[]): KnownPlace | undefined {
  const wanted = fold(text);
  if (!wanted) return undefined;
  const exact = places.find((p) => fold(p.name) === wanted);
  if (exact) return exact;
  const starts = places.filter((p) => fold(p.name).startsWith(wanted));
  return new Set(starts.map((p) => fold(p.name))).size === 1 ? starts[0] : undefined;
}

/** One place per city (the first store's coordinates), for typed places. */
export function placesOf(
  stores: readonly { city?: string | undefined; lat?: number | undefined; lng?: number | undefined }[],
): KnownPlace[] {
  const seen = new Map<string, KnownPlace>();
  for (const { city, lat, lng } of stores)
    if (city && lat !== undefined && lng !== undefined && !seen.has(fold(city))) seen.set(fold(city), { name: city, lat, lng });
  return [...seen.values()];
}
