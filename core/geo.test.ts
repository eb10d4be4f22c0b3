// Distances to stores in the market's unit, §9 "Markets": "The metric unit is meter for it, br, gr and eu, and mile
// elsewhere." Expected texts written out.
import { describe, expect, it } from "vitest";
import { markets, MARKET_CODES } from "../markets/markets";
import { byDistance, distanceKm, distanceUnit, formatDistance } from "./geo";

const MILANO = { lat: 45.4685, lng: 9.1953 };
const ROMA = { lat: 41.9055, lng: 12.4807 };

describe("§9 metric unit per market", () => {
  const METER = new Set(["it", "br", "gr", "eu"]);
  it.each(MARKET_CODES.map((code) => [code, METER.has(code) ? "kilometer" : "mile"] as const))("%s → %s", (code, unit) =>
    expect(distanceUnit(markets[code])).toBe(unit),
  );
});

describe("distance", () => {
  it("Milano–Roma is about 476 km as the crow flies", () => expect(Math.round(distanceKm(MILANO, ROMA))).toBe(476));
  it("a place to itself is 0", () => expect(distanceKm(MILANO, MILANO)).toBe(0));
  it.each([
    ["it", 477.3, "477 km"],
    ["it", 1.26, "1,3 km"],
    ["br", 12.5, "13 km"],
    ["eu", 0.5, "0.5 km"],
    ["us", 477.3, "297 mi"],
    ["us", 1.609344, "1 mi"],
    ["ca", 16.09344, "10 mi"],
    ["jp", 8, "5 mi"],
    ["kw", 8, "٥ ميل"],
  ] as const)("%s %d km → %s", (code, km, text) => expect(formatDistance(km, markets[code]).replace(/\u00a0/g, " ")).toBe(text));
});

describe("byDistance", () => {
  const items: Array<{ id: string; lat?: number; lng?: number }> = [{ id: "roma", ...ROMA }, { id: "none" }, { id: "milano", ...MILANO }];
  it("nearest first, unknown places last; the km added", () => {
    const sorted = byDistance(items, { lat: 45.46, lng: 9.19 });
    expect(sorted.map((i) => i.id)).toEqual(["milano", "roma", "none"]);
    expect(sorted[0]!.km).toBeLessThan(2);
    expect(sorted[2]!.km).toBeUndefined();
  });
  it("without an origin the order is kept", () =>
    expect(byDistance(items, undefined).map((i) => i.id)).toEqual(["roma", "none", "milano"]));
});
