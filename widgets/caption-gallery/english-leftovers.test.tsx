// No English in other markets, for the caption gallery: in every non-English market, before and after a step,
// what the gallery shows or tells a screen reader (its buttons, roles, positions and announcement) holds none of the
// English texts below, written out (not read from the catalogs under test). The captions are the CMS's content.
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { CAPTION_IMAGES, captionGalleryHtml } from "../../fixtures/server/screens/editorial-media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;
const ENGLISH = ["carousel", "slide", "of", "Image", "Previous image", "Next image"];

/** What the widget added: its controls' texts and the ARIA names and role descriptions it set; captions left out. */
function widgetText(root: Element): string {
  const parts = [...root.querySelectorAll(".vitrine-gallery__controls [aria-live]")].map((el) =>
    (el.textContent ?? "").replace(/The runway\. Milan, 1987/, ""),
  );
  for (const el of [root, ...root.querySelectorAll("*")])
    for (const name of ["aria-label", "aria-roledescription"]) if (el.hasAttribute(name)) parts.push(el.getAttribute(name)!);
  return parts.join("\n").replace(/The archive/g, "");
}

const englishIn = (text: string) => ENGLISH.filter((english) => new RegExp(`(^|[^\\p{L}])${english}($|[^\\p{L}])`, "u").test(text));

const entry = widgets.find((w) => w.name === "caption-gallery")!;

afterEach(teardown);

describe.each(MARKETS)("market %s", (market) => {
  it("the first image, then the second announced", async () => {
    await hydrate(entry, `<main>${captionGalleryHtml(CAPTION_IMAGES, { label: "The archive" })}</main>`, "/pages/editorial-media.html", {
      market,
    });
    const root = document.querySelector("[data-caption-gallery]")!;
    expect(root.querySelector(".vitrine-carousel__button--next")).not.toBeNull();
    expect(englishIn(widgetText(root))).toEqual([]);
    act(() => root.querySelector<HTMLButtonElement>(".vitrine-carousel__button--next")!.click());
    expect(root.querySelector("[aria-live]")!.textContent).toContain("The runway");
    expect(englishIn(widgetText(root))).toEqual([]);
  });
});
