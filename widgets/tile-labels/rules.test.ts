import { describe, expect, it } from "vitest";
import { colourDots, dotBackground, parseColour, priceView } from "./rules";

describe("§4 MADE_TO_ORDER price and §6 VIC private-sales price", () => {
  const tile = { price: 1000, privateSalesPrice: 720, privateSalesDiscount: 28 };
  it.each([
    [
      "VIC sees original, discount and private price",
      { ...tile, vic: true, priceShowcase: false },
      { kind: "private", original: 1000, privatePrice: 720, discount: 28 },
    ],
    ["non-VIC sees the server price", { ...tile, vic: false, priceShowcase: false }, { kind: "server" }],
    ["VIC without a private price sees the server price", { price: 1000, vic: true, priceShowcase: false }, { kind: "server" }],
    [
      "discount derived when the tile gives none",
      { price: 1000, privateSalesPrice: 750, vic: true, priceShowcase: false },
      { kind: "private", original: 1000, privatePrice: 750, discount: 25 },
    ],
    [
      "made to order: price on request, even for VIC",
      { ...tile, lifeCycle: "MADE_TO_ORDER", vic: true, priceShowcase: false },
      { kind: "on-request" },
    ],
    ["price showcase flag hides the price", { ...tile, vic: true, priceShowcase: true }, { kind: "hidden" }],
  ] as const)("%s", (_, input, expected) => expect(priceView(input)).toEqual(expected));
});

describe("§5 Colours", () => {
  it.each([
    ["#000", ["#000"]],
    ["000000", ["#000000"]],
    ["#ABCDEF12", ["#abcdef12"]],
    ["#fff#c00", ["#fff", "#c00"]],
    ["#12", []],
    ["#zzzzzz", []],
    ["red", []],
    ["#fff#12#c00", ["#fff", "#c00"]],
    ["#111#222#333#444#555", ["#111", "#222", "#333", "#444"]],
  ])("parseColour(%j) keeps 3/6/8-digit codes split at #", (value, expected) => expect(parseColour(value)).toEqual(expected));

  it("1 colour fills the dot; 2 to 4 become conic-gradient segments", () => {
    expect(dotBackground(["#000"])).toBe("#000");
    expect(dotBackground(["#000", "#fff"])).toBe("conic-gradient(#000 0% 50%, #fff 50% 100%)");
    expect(dotBackground(["#1", "#2", "#3", "#4"].map((c) => c + "00"))).toBe(
      "conic-gradient(#100 0% 25%, #200 25% 50%, #300 50% 75%, #400 75% 100%)",
    );
  });
});

describe("§9 Colours: at most 4 dots, + N, count label count + 1", () => {
  it.each([
    [["#000"], 1, 0, 2],
    [["#000", "#fff", "#c00", "#0c0"], 4, 0, 5],
    [["#000", "#fff", "#c00", "#0c0", "#00c", "#ccc"], 4, 2, 7],
    [["#000", "red", "#12"], 1, 0, 2],
    [[], 0, 0, 1],
  ])("%j → %i dots, + %i, label %i", (values, dots, extra, count) => {
    const result = colourDots(values);
    expect(result.dots).toHaveLength(dots);
    expect(result.extra).toBe(extra);
    expect(result.count).toBe(count);
  });
});
