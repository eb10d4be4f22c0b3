// No English in other markets, for the timeline slider: in every non-English market, playing and paused, what
// the carousel shows or tells a screen reader (text, aria-label, aria-roledescription) holds none of the English
// texts below, written out (not read from the catalogs under test).
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { TIMELINE_SLIDES, timelineHtml } from "../../fixtures/server/screens/editorial-media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

/** The markets whose language is not English (markets/markets.ts). */
const MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;
const ENGLISH = ["carousel", "slide", "of", "Pause the slide show", "Play the slide show", "Previous slide", "Next slide"];

/** The widget's own words: the server's slide texts are the CMS's content, so only what Vitrine added is read. */
function widgetText(root: Element): string {
  const parts: string[] = [];
  for (const el of root.querySelectorAll(".vitrine-timeline__controls, .vitrine-timeline__controls *")) {
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
  }
  for (const el of [root, ...root.querySelectorAll("*")])
    for (const name of ["aria-label", "aria-roledescription"]) if (el.hasAttribute(name)) parts.push(el.getAttribute(name)!);
  return parts.join("\n");
}

const englishIn = (text: string) =>
  ENGLISH.filter((english) => new RegExp(`(^|[^\\p{L}])${english}($|[^\\p{L}])`, "u").test(text.replace(/Timeline of the house/g, "")));

const entry = widgets.find((w) => w.name === "timeline-slider")!;

afterEach(teardown);

describe.each(MARKETS)("market %s", (market) => {
  it("playing, then paused", async () => {
    await hydrate(
      entry,
      `<main>${timelineHtml(TIMELINE_SLIDES, { label: "Timeline of the house" })}</main>`,
      "/pages/editorial-media.html",
      {
        market,
      },
    );
    const root = document.querySelector("[data-timeline-slider]")!;
    expect(root.querySelector("[data-rotation-control]")).not.toBeNull();
    expect(englishIn(widgetText(root))).toEqual([]);
    act(() => root.querySelector<HTMLButtonElement>("[data-rotation-control]")!.click());
    expect(englishIn(widgetText(root))).toEqual([]);
  });
});
