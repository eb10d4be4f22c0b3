// §2 quick buy in store: the size guide link lands on one page from any depth of the site (under the site root).
import { describe, expect, it } from "vitest";
import { sizeGuidePage } from "./state";

describe("sizeGuidePage", () => {
  it.each([
    ["/", "/size-guide.html"],
    ["/it/it/", "/it/it/size-guide.html"],
    ["/pages", "/pages/size-guide.html"],
  ])("under %j → %j", (siteRoot, expected) => expect(sizeGuidePage(siteRoot)).toBe(expected));
});
