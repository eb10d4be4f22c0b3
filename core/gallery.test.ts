// Gallery images from markup and the zoom-open / zoom-close round trip (§2 "Gallery zoom overlay": the page behind is
// fixed while it is open, and closing returns to the prior scroll position and the control).
import { afterEach, describe, expect, it, vi } from "vitest";
import { emit, on } from "./events";
import { isZoomOverlayReady, openZoom, readGalleryImages } from "./gallery";
import { isScrollLocked } from "./scroll-lock";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("readGalleryImages", () => {
  it("reads images and links in document order, with alt and size; blank ones are skipped", () => {
    document.body.innerHTML = `<template><img data-gallery-image="/a.svg?width={width}" alt="A" width="400" height="500"><img data-gallery-image=" " alt="none"></template>
      <a href="/b.svg" data-gallery-image="/b.svg"><img src="/b-small.svg" alt="B" width="x"></a>`;
    const template = document.querySelector("template")!;
    expect(readGalleryImages(template.content)).toEqual([{ src: "/a.svg?width={width}", alt: "A", width: 400, height: 500 }]);
    expect(readGalleryImages(document.body)).toEqual([{ src: "/b.svg", alt: "B" }]);
  });
});

describe("openZoom", () => {
  it("fixes the page and asks for the overlay; only its own zoom-close releases the page and gives the focus back", () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    document.body.innerHTML = `<a href="/b.svg" id="control">B</a>`;
    const control = document.getElementById("control")!;
    const asked: unknown[] = [];
    const off = on("zoom-open", (detail) => asked.push(detail));
    openZoom({ source: "m1", images: [{ src: "/b.svg", alt: "B" }], index: 0, control });
    off();
    expect(asked).toEqual([{ source: "m1", images: [{ src: "/b.svg", alt: "B" }], index: 0 }]);
    expect(isScrollLocked()).toBe(true);
    emit("zoom-close", { source: "other" });
    expect(isScrollLocked()).toBe(true);
    emit("zoom-close", { source: "m1" });
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(control);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it("knows whether an overlay listens", () => {
    expect(isZoomOverlayReady()).toBe(false);
    document.body.innerHTML = `<div data-gallery-overlay></div>`;
    expect(isZoomOverlayReady()).toBe(true);
  });
});
