import { describe, expect, it } from "vitest";
import { menuRequest, wcmmodeOf } from "./rules";

describe("§6 authoring mode: the page's wcmmode passes through to the header call", () => {
  it.each([
    ["", undefined],
    ["?wcmmode=edit", "edit"],
    ["?wcmmode=disabled&q=bag", "disabled"],
    ["?wcmmode=%20preview%20", "preview"],
    ["?wcmmode=", undefined],
    ["?wcmmode=<script>", undefined],
    ["?wcmmode=a/b", undefined],
  ])("%j → %s", (search, expected) => expect(wcmmodeOf(search)).toBe(expected));
});

describe("§7 header menu request: .mobile below 1024 px (§9), optional wcmmode and code", () => {
  it.each([
    [true, "", undefined, { mobile: false, query: {} }],
    [false, "", undefined, { mobile: true, query: {} }],
    [true, "?wcmmode=edit", "VIP", { mobile: false, query: { wcmmode: "edit", code: "VIP" } }],
    [false, "?x=1", "VIP", { mobile: true, query: { code: "VIP" } }],
  ] as const)("desktop=%s %j code=%s", (desktop, search, code, expected) => expect(menuRequest(desktop, search, code)).toEqual(expected));
});
