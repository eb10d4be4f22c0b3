// No English in other markets, for the zoom overlay: in every non-English market, the open overlay (its
// counter, buttons and dialog name) speaks the market's language. The English texts are written out here.
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { emit } from "../../core/events";
import { readGalleryImages } from "../../core/gallery";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { renderLook } from "../../fixtures/server/screens/collection";
import { ZOOM_OVERLAY_MARKUP } from "../../fixtures/server/screens/media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

/** Look L01's gallery, as its gallery control asks for it. */
const lookImages = () => readGalleryImages(document.querySelector<HTMLTemplateElement>("template[data-look-images]")!.content);

/** The markets whose language is not English (markets/markets.ts). */
const MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;
const ENGLISH = ["Image gallery", "Close", "Previous image", "Next image", "Image 1 of 3", "Zoom in", "Zoom out"];

/** Text outside `hidden` subtrees plus aria-labels: what a shopper is shown or told. The image's alt is content. */
function shownText(root: Element | null): string {
  if (!root) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement && node.hidden) return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof Element && node.hasAttribute("aria-label")) parts.push(node.getAttribute("aria-label")!);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join("\n");
}

const englishIn = (text: string) => ENGLISH.filter((english) => new RegExp(`(^|[^\\p{L}])${english}($|[^\\p{L}])`, "u").test(text));

afterEach(() => teardown());

describe.each(MARKETS)("market %s", (market) => {
  it("the open overlay, zoomed", async () => {
    const entry = widgets.find((w) => w.name === "zoom-overlay")!;
    await hydrate(entry, `<main>${renderLook(COLLECTION_LOOKS[0]!)}${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/collection.html", { market });
    act(() => emit("zoom-open", { source: "look L01", images: lookImages(), index: 0 }));
    const dialog = document.querySelector("[role=dialog]")!;
    act(() => void dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "+", bubbles: true })));
    const text = shownText(dialog);
    expect(text).not.toBe("");
    expect(englishIn(text)).toEqual([]);
  });
});

it("the English list above is what the overlay says in us (the test can fail)", async () => {
  const entry = widgets.find((w) => w.name === "zoom-overlay")!;
  await hydrate(entry, `<main>${renderLook(COLLECTION_LOOKS[0]!)}${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/collection.html", {
    market: "us",
  });
  act(() => emit("zoom-open", { source: "look L01", images: lookImages(), index: 0 }));
  expect(englishIn(shownText(document.querySelector("[role=dialog]")))).toEqual(ENGLISH);
});
