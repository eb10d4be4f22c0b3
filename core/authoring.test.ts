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
    expect(isAuthorMode(search, cookie, undefined)).toBe(expected);
  });

  // The server may set the mode in the configuration block; the editor's cookie (which AEM's Edit⇄Preview
  // toggle changes without a reload) and the address come first.
  it.each([
    ["", "", "edit", true],
    ["", "", "design", true],
    ["", "", "preview", false],
    ["", "wcmmode=preview", "edit", false],
    ["", "wcmmode=edit", "disabled", true],
    ["?wcmmode=preview", "", "edit", false],
    ["", "", 1, false],
  ])("search %j, cookie %j, configured %j → %s", (search, cookie, configured, expected) => {
    expect(isAuthorMode(search, cookie, configured)).toBe(expected);
  });
});
