// The stand-in map's marker layout: the stores' own box projected, then spread so that no two 24×24 px markers
// overlap on a map 320 px wide (WCAG 2.5.8 target size; the narrowest the locator draws it, at 375 px).
import { describe, expect, it } from "vitest";
import { MARKER_GAP, project, spread } from "./stand-in";

// 35 units apart on one axis, give or take floating-point rounding.
const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.abs(a.x - b.x) > 34.999 || Math.abs(a.y - b.y) > 34.999;

describe("stand-in marker layout", () => {
  it("a gap of 35 units: 28 px of room for a 24 px marker at 320 px wide (400 units)", () => expect(MARKER_GAP).toBe(35));

  it("markers already apart stay where they are", () => {
    const points = [
      { x: 30, y: 30 },
      { x: 370, y: 270 },
      { x: 200, y: 150 },
    ];
    expect(spread(points)).toEqual(points);
  });

  it("two markers on one spot are pushed apart along x, halfway each", () => {
    expect(
      spread([
        { x: 200, y: 150 },
        { x: 200, y: 150 },
      ]),
    ).toEqual([
      { x: 182.5, y: 150 },
      { x: 217.5, y: 150 },
    ]);
  });

  it("a pair nearer on y than on x moves along x; nearer on x, along y", () => {
    expect(
      spread([
        { x: 100, y: 100 },
        { x: 110, y: 102 },
      ]),
    ).toEqual([
      { x: 87.5, y: 100 },
      { x: 122.5, y: 102 },
    ]);
    expect(
      spread([
        { x: 100, y: 100 },
        { x: 102, y: 120 },
      ]),
    ).toEqual([
      { x: 100, y: 92.5 },
      { x: 102, y: 127.5 },
    ]);
  });

  it("stays inside the box", () => {
    for (const { x, y } of spread([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 0 },
    ])) {
      expect(x).toBeGreaterThanOrEqual(17.5);
      expect(y).toBeGreaterThanOrEqual(17.5);
    }
  });

  it("the fixture boutiques (four in Italy, one each in New York, Beverly Hills, Tokyo, Shanghai, Kuwait, Istanbul) never overlap", () => {
    const stores = [
      { lat: 45.4685, lng: 9.1953 },
      { lat: 41.9055, lng: 12.4807 },
      { lat: 43.7712, lng: 11.2519 },
      { lat: 45.4332, lng: 12.3361 },
      { lat: 40.7624, lng: -73.9753 },
      { lat: 34.0696, lng: -118.4036 },
      { lat: 35.6717, lng: 139.765 },
      { lat: 31.2286, lng: 121.4498 },
      { lat: 29.3034, lng: 47.9363 },
      { lat: 41.1108, lng: 29.0322 },
    ];
    const before = project(stores);
    expect(apart(before[0]!, before[3]!)).toBe(false); // Milano and Venezia overlap as projected
    const points = spread(before);
    const overlapping = points.flatMap((a, i) => points.slice(i + 1).filter((b) => !apart(a, b)));
    expect(overlapping).toEqual([]);
  });
});
