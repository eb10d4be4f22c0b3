// The mosaic gallery in happy-dom through the real lifecycle (§1 "mosaic galleries with a zoom overlay"; §6): a plain
// click on an image opens the zoom overlay at that image once one listens; otherwise, modified, or in authoring mode
// the link is the browser's. It adds no text of its own (no English in other markets).
import { afterEach, describe, expect, it, vi } from "vitest";
import { emit, on, type VitrineEvents } from "../../core/events";
import { isScrollLocked } from "../../core/scroll-lock";
import { MOSAIC_IMAGES, renderMosaic } from "../../fixtures/server/screens/media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "mosaic-gallery")!;
const OVERLAY_READY = `<div data-gallery-overlay></div>`;
const links = () => [...document.querySelectorAll<HTMLAnchorElement>("[data-mosaic-gallery] a")];
const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
};

let asked: VitrineEvents["zoom-open"][] = [];
let off = () => {};
afterEach(() => {
  off();
  asked = [];
  teardown();
  vi.restoreAllMocks();
});
const listen = () => {
  off = on("zoom-open", (detail) => asked.push(detail));
};

describe("mosaic gallery", () => {
  it("a plain click opens the overlay at that image, with every image of the mosaic; the page is fixed", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    await hydrate(entry, `<main>${renderMosaic("ateliers", "Ateliers")}</main>${OVERLAY_READY}`, "/pages/mosaic-gallery.html");
    listen();
    const event = click(links()[2]!.querySelector("img")!);
    expect(event.defaultPrevented).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.source).toBe("ateliers");
    expect(asked[0]!.index).toBe(2);
    expect(asked[0]!.images.map((image) => image.alt)).toEqual(MOSAIC_IMAGES.map((image) => image.alt));
    expect(asked[0]!.images[2]).toEqual({
      src: "/assets/img/M03-stitch.svg?width={width}",
      alt: MOSAIC_IMAGES[2]!.alt,
      width: 400,
      height: 500,
    });
    expect(isScrollLocked()).toBe(true);
    emit("zoom-close", { source: "ateliers" });
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(links()[2]);
  });

  it.each([
    ["no overlay listens yet", "", {}],
    ["a modified click (new tab)", OVERLAY_READY, { ctrlKey: true }],
  ])("stays a link to the full image when %s", async (_, extra, init) => {
    await hydrate(entry, `<main>${renderMosaic("ateliers", "Ateliers")}</main>${extra}`, "/pages/mosaic-gallery.html");
    listen();
    expect(click(links()[0]!, init).defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
    expect(isScrollLocked()).toBe(false);
  });

  it("§6 authoring mode: clicks stay the editor's", async () => {
    await hydrate(entry, `<main>${renderMosaic("ateliers", "Ateliers")}</main>${OVERLAY_READY}`, "/pages/mosaic-gallery.html?wcmmode=edit");
    listen();
    expect(click(links()[0]!).defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
  });

  it("a mosaic without image links, or without its name, is reported and left alone", async () => {
    const errors: VitrineEvents["error"][] = [];
    const stop = on("error", (e) => errors.push(e));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(
      entry,
      `<section data-mosaic-gallery="m"><ul></ul></section><section data-mosaic-gallery=""><a data-gallery-image="/a.svg" href="/a.svg">a</a></section>`,
      "/",
    );
    stop();
    expect(errors.map(({ widget, part, attribute, message }) => ({ widget, part, attribute, message }))).toEqual([
      { widget: "mosaic-gallery", part: "a[data-gallery-image]", attribute: undefined, message: "missing required part" },
      { widget: "mosaic-gallery", part: undefined, attribute: "data-mosaic-gallery", message: "must not be empty" },
    ]);
  });

  it.each(["it", "jp", "kw", "ru", "th"])("adds no text of its own (%s: no English leftover)", async (market) => {
    const markup = `<main>${renderMosaic("ateliers", "Ateliers")}</main>`;
    await hydrate(entry, markup, "/pages/mosaic-gallery.html", { market });
    // The one thing it adds: the market's direction on its root when the page set none (the widget contract's).
    const root = document.querySelector("[data-mosaic-gallery]")!;
    expect(root.getAttribute("dir")).toBe(market === "kw" ? "rtl" : null);
    root.removeAttribute("dir");
    expect(document.querySelector("main")!.outerHTML).toBe(new DOMParser().parseFromString(markup, "text/html").body.innerHTML);
  });
});
