// The caption gallery through the lifecycle (happy-dom): §3 "Caption gallery image" (description, subSlide, infoText):
// the caption read out on a step, the first image not announced; the markup contract's failures reported by name.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { CAPTION_IMAGES, captionGalleryHtml } from "../../fixtures/server/screens/editorial-media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";
import { spokenCaption } from "./rules";

const entry = widgets.find((w) => w.name === "caption-gallery")!;
const valid = captionGalleryHtml(CAPTION_IMAGES, { label: "The archive" });
const root = () => document.querySelector<HTMLElement>("[data-caption-gallery]")!;
const live = () => root().querySelector("[aria-live=polite]")!.textContent;

afterEach(teardown);

describe("spokenCaption (§3)", () => {
  it.each([
    [{ description: "The runway", subSlide: "Milan, 1987", infoText: "42 looks" }, "The runway. Milan, 1987"],
    [{ description: "  The\n runway ", subSlide: "" }, "The runway"],
    [{ subSlide: "Milan, 1987" }, "Milan, 1987"],
    [{}, ""],
  ])("%o → %s", (caption, spoken) => expect(spokenCaption(caption)).toBe(spoken));
});

describe("on a page", () => {
  it("announces the position and caption of the image a step brings, never the first on load", async () => {
    await hydrate(entry, `<main>${valid}</main>`, "/pages/editorial-media.html");
    expect(live()).toBe("");
    await act(async () => root().querySelector<HTMLElement>(".vitrine-carousel__button--next")!.click());
    expect(live()).toBe("Image 2 of 4: The runway. Milan, 1987");
    await act(async () => root().querySelector<HTMLElement>(".vitrine-carousel__button--prev")!.click());
    expect(live()).toBe("Image 1 of 4: The pattern room. Florence, 1962");
  });

  it.each([
    [
      "no name",
      valid.replace(' aria-label="The archive"', ""),
      "main > section.editorial-carousel (aria-label): the carousel needs a name (aria-label or aria-labelledby)",
    ],
    [
      "no slides",
      `<section data-caption-gallery aria-label="x"><div data-carousel-track><ul></ul></div></section>`,
      "main > section (part [data-carousel-track] > * > *): missing required part",
    ],
  ])("reports %s", async (_, markup, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<main>${markup}</main>`, "/pages/editorial-media.html");
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([`[vitrine] caption-gallery on ${message}`]);
    expect(document.querySelector(".vitrine-carousel--enhanced")).toBeNull();
  });
});
