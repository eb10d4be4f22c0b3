// The gallery zoom overlay in happy-dom through the real lifecycle (§2 "Look tile", "Gallery zoom overlay"; §6
// authoring mode): it opens on `zoom-open` at the chosen image of a look or of a mosaic, counts n/total, moves with
// the arrows (mirrored in kw), zooms with the keys, and on Escape or Close says so once (`zoom-close`).
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { emit, on, type VitrineEvents } from "../../core/events";
import { readGalleryImages } from "../../core/gallery";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { renderLook } from "../../fixtures/server/screens/collection";
import { ZOOM_OVERLAY_MARKUP } from "../../fixtures/server/screens/media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "zoom-overlay")!;
const L02 = COLLECTION_LOOKS[1]!;
const page = `<main>${renderLook(L02)}${ZOOM_OVERLAY_MARKUP}</main>`;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const counter = () => dialog()?.querySelector("[data-zoom-counter] [aria-hidden]")?.textContent;
const image = () => dialog()?.querySelector<HTMLImageElement>("[data-zoom-image]");
const press = (key: string) =>
  act(() => void dialog()!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));

/** What a look's gallery control asks for (collection-looks look-links.ts): the look's template images. */
function openLook(lookId: string, index: number): void {
  const template = document.querySelector(`[data-look-id="${lookId}"] template[data-look-images]`);
  const images = template instanceof HTMLTemplateElement ? readGalleryImages(template.content) : [];
  emit("zoom-open", { source: `look ${lookId}`, images, index });
}

function record<K extends keyof VitrineEvents>(type: K): VitrineEvents[K][] {
  const seen: VitrineEvents[K][] = [];
  const off = on(type, (detail) => seen.push(detail));
  offs.push(off);
  return seen;
}
let offs: (() => void)[] = [];

afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
  teardown();
  vi.restoreAllMocks();
});

describe("zoom overlay", () => {
  it("marks the page as having an overlay, a child of the body (so the rest can be inert), and shows nothing until asked", async () => {
    await hydrate(entry, page, "/pages/collection.html");
    const host = document.querySelector("[data-gallery-overlay]");
    expect(host?.parentElement).toBe(document.body);
    expect(dialog()).toBeNull();
  });

  it("a look's gallery: a modal dialog at the chosen image, n/total, the page behind inert, focus inside", async () => {
    await hydrate(entry, page, "/pages/collection.html");
    act(() => openLook("L02", 1));
    expect(dialog()?.getAttribute("aria-modal")).toBe("true");
    expect(dialog()?.getAttribute("aria-label")).toBe("Image gallery");
    expect(counter()).toBe("2/3");
    expect(dialog()?.querySelector("[data-zoom-counter] .vitrine-visually-hidden")?.textContent).toBe("Image 2 of 3");
    expect(image()?.getAttribute("src")).toMatch(/^\/assets\/img\/L02-back\.svg\?width=\d+00$/);
    expect(image()?.alt).toBe(`${L02.title}, image 2`);
    expect(document.querySelector("main")!.hasAttribute("inert")).toBe(true);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it("arrows move between slides and wrap; Escape closes once and the page is no longer inert", async () => {
    await hydrate(entry, page, "/pages/collection.html");
    const closed = record("zoom-close");
    act(() => openLook("L02", 2));
    press("ArrowRight");
    expect(counter()).toBe("1/3");
    press("ArrowLeft");
    expect(counter()).toBe("3/3");
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(dialog()).toBeNull();
    expect(closed).toEqual([{ source: "look L02" }]);
    expect(document.querySelector("main")!.hasAttribute("inert")).toBe(false);
  });

  it("kw (right to left): the right arrow goes back, the left arrow forward; numbers in the market's digits", async () => {
    await hydrate(entry, page, "/pages/collection.html", { market: "kw" });
    act(() => openLook("L02", 0));
    press("ArrowRight");
    expect(counter()).toBe("٣/٣");
    press("ArrowLeft");
    press("ArrowLeft");
    expect(counter()).toBe("٢/٣");
    expect(dialog()?.getAttribute("aria-label")).toBe("معرض الصور");
  });

  it("+ zooms in, 0 resets; the zoom-out button is disabled at the fitted size", async () => {
    await hydrate(entry, page, "/pages/collection.html");
    act(() => openLook("L02", 0));
    const zoomOut = dialog()!.querySelector<HTMLButtonElement>('[aria-label="Zoom out"]')!;
    expect(zoomOut.disabled).toBe(true);
    press("+");
    expect(dialog()?.dataset["zoomed"]).toBe("true");
    expect(image()?.style.transform).toBe("translate(0px, 0px) scale(1.5)");
    expect(zoomOut.disabled).toBe(false);
    press("0");
    expect(dialog()?.dataset["zoomed"]).toBe("false");
  });

  it("zoom-open (a mosaic): opens at that image; Close says zoom-close with its source", async () => {
    await hydrate(entry, `<main>${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/mosaic-gallery.html");
    const closed = record("zoom-close");
    const images = [
      { src: "/assets/img/a.svg?width={width}", alt: "A" },
      { src: "/assets/img/b.svg", alt: "B" },
    ];
    act(() => emit("zoom-open", { source: "ateliers", images, index: 1 }));
    expect(counter()).toBe("2/2");
    expect(image()?.getAttribute("src")).toBe("/assets/img/b.svg");
    act(() => dialog()!.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click());
    expect(dialog()).toBeNull();
    expect(closed).toEqual([{ source: "ateliers" }]);
  });

  it("an off-site image is never shown, and reported", async () => {
    const errors = record("error");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<main>${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/mosaic-gallery.html");
    act(() => emit("zoom-open", { source: "x", images: [{ src: "https://elsewhere.example/a.jpg", alt: "A" }], index: 0 }));
    expect(image()).toBeNull();
    expect(errors.map((e) => e.message)).toEqual(["gallery image is not a same-origin URL: https://elsewhere.example/a.jpg"]);
  });

  it("a gallery without images (a look with none): reported, and the asker released at once", async () => {
    const errors = record("error");
    const closed = record("zoom-close");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<main><article data-look-id="L99"></article>${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/collection.html");
    act(() => openLook("L99", 0));
    expect(dialog()).toBeNull();
    expect(closed).toEqual([{ source: "look L99" }]);
    expect(errors[0]).toMatchObject({ widget: "zoom-overlay", message: "look L99 has no gallery images" });
  });

  it("§6 authoring mode: no overlay at all, so gallery controls stay links (no trap, no lock)", async () => {
    await hydrate(entry, page, "/pages/collection.html?wcmmode=edit");
    expect(document.querySelector("[data-gallery-overlay]")).toBeNull();
    act(() => openLook("L02", 0));
    expect(dialog()).toBeNull();
  });

  it("a second overlay element on the page is reported and ignored", async () => {
    const errors = record("error");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<main>${ZOOM_OVERLAY_MARKUP}${ZOOM_OVERLAY_MARKUP}</main>`, "/pages/collection.html");
    expect(document.querySelectorAll("[data-gallery-overlay]")).toHaveLength(1);
    expect(errors[0]).toMatchObject({ widget: "zoom-overlay", attribute: "data-zoom-overlay" });
  });

  it("unmounting while open tells the opener once", async () => {
    await hydrate(entry, page, "/pages/collection.html");
    const closed = record("zoom-close");
    act(() => openLook("L02", 0));
    teardown();
    expect(closed).toEqual([{ source: "look L02" }]);
  });
});
