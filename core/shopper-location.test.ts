// Where the shopper is: a typed place is one of the stores' cities, case and accents aside.
import { describe, expect, it } from "vitest";
import { placeFromText, placesOf } from "./shopper-location";

const places = placesOf([
  { city: "Milano", lat: 45.4, lng: 9.1 },
  { city: "Milano", lat: 45.5, lng: 9.2 },
  { city: "İstanbul", lat: 41.1, lng: 29 },
  { city: "New York", lat: 40.7, lng: -74 },
  { city: "Newark", lat: 40.7, lng: -74.1 },
  { city: "Nowhere" },
]);

it("one place per city, with the first store's coordinates; cities without coordinates left out", () =>
  expect(places.map((p) => [p.name, p.lat])).toEqual([
    ["Milano", 45.4],
    ["İstanbul", 41.1],
    ["New York", 40.7],
    ["Newark", 40.7],
  ]));

describe("placeFromText", () => {
  it.each([
    ["milano", "Milano"],
    ["  MILANO ", "Milano"],
    ["istanbul", "İstanbul"],
    ["new  york", "New York"],
    ["Mil", "Milano"],
    ["New", undefined],
    ["Atlantis", undefined],
    ["", undefined],
  ])("%j → %j", (text, want) => expect(placeFromText(text, places)?.name).toBe(want));
});
