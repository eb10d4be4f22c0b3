// §2, §6: the only clicks a listing or a gallery takes over.
import { describe, expect, it } from "vitest";
import { isPlainLinkClick, type ClickLike } from "./clicks";

describe("isPlainLinkClick (§2 tiles, looks, tabs, filters: modified and new-tab clicks pass)", () => {
  const plain: ClickLike = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (target = "", download = false) => ({ target, hasAttribute: (name: string) => name === "download" && download });
  it.each([
    ["a plain left click", {}, link(), true],
    ["target _self", {}, link("_self"), true],
    ["the middle button", { button: 1 }, link(), false],
    ["ctrl (new tab)", { ctrlKey: true }, link(), false],
    ["meta (new tab on macOS)", { metaKey: true }, link(), false],
    ["shift (new window)", { shiftKey: true }, link(), false],
    ["alt (download)", { altKey: true }, link(), false],
    ["already handled", { defaultPrevented: true }, link(), false],
    ["a link to a new tab", {}, link("_blank"), false],
    ["a download link", {}, link("", true), false],
  ])("%s → %s", (_, over, anchor, expected) => expect(isPlainLinkClick({ ...plain, ...over }, anchor)).toBe(expected));
});
