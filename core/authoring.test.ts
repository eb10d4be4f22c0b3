// §6 "Authoring mode": which addresses and cookies put widgets in author mode.
import { describe, expect, it } from "vitest";
import { isAuthorMode } from "./authoring";

describe("isAuthorMode (§6 Authoring mode)", () => {
  it.each([
    ["?wcmmode=edit", "", true],
    ["?wcmmode=EDIT", "", true],
    ["?wcmmode=design", "", true],
    ["?wcmmode=preview", "", false],
    ["?wcmmode=disabled", "wcmmode=edit", false],
    ["", "wcmmode=edit", true],
    ["", "a=1; wcmmode=design", true],
    ["", "wcmmode=disabled", false],
    ["", "", false],
    ["?q=wcmmode=edit", "", false],
  ])("search %j, cookie %j → %s", (search, cookie, expected) => {
    expect(isAuthorMode(search, cookie)).toBe(expected);
  });
});
