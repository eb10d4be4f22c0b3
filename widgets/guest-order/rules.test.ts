// The guest order pages' rules, table-style (§6 "Guests and logged-in customers"; §9 "Other flags").
import { describe, expect, it } from "vitest";
import { MARKET_CODES, markets } from "../../markets/markets";
import { hasReturnable, returnPageKind, statusKey } from "./rules";

describe("§9 Other flags: return portal mapping (it enabled)", () => {
  it.each(MARKET_CODES.map((code) => [code, code === "it" ? "return-portal" : "return"] as const))("%s → %s", (code, kind) => {
    expect(returnPageKind(markets[code])).toBe(kind);
  });
});

describe("order status → its words", () => {
  it.each([
    ["placed", "statusPlaced"],
    ["processing", "statusProcessing"],
    ["shipped", "statusShipped"],
    ["delivered", "statusDelivered"],
    ["cancelled", "statusCancelled"],
    ["returned", "statusReturned"],
  ] as const)("%s → %s", (status, key) => expect(statusKey(status)).toBe(key));
});

describe("anything to return", () => {
  const line = (returnableQuantity: number) => ({ orderItemId: "OI1", name: "Bag", quantity: 2, returnableQuantity });
  it.each([
    [[line(0)], false],
    [[line(0), line(1)], true],
    [[line(2)], true],
  ])("%j → %s", (lines, any) => expect(hasReturnable({ lines })).toBe(any));
});
