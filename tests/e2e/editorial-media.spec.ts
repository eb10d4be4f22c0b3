// Editorial media in real Chromium (§1 editorial; §4 "Timeline slider"; §3 "Caption gallery image"; §9 "Images",
// "Timings"): the timeline's slide show under the page's clock (a tick every 10 ms adds 1/timeSlide %, so a slide lasts
// timeSlide seconds), its end and loop, touch zones through CDP touches, what holds it (hover, focus, a hidden tab,
// the pause control, reduced motion, author mode), keyboard, right to left, axe; the caption galleries' keyboard and
// announced captions; glide only in the carousels' chunk; without JavaScript, scrolling rows.
import type { Page } from "@playwright/test";
import { axeViolations, expect, idle, scrolledInAndIdle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const PATH = "/pages/editorial-media.html";
const timeline = (page: Page) => page.locator("[data-timeline-slider]");
const rotation = (page: Page) => timeline(page).locator("[data-rotation-control]");
const fill = (page: Page, slide: number) => timeline(page).locator(".vitrine-timeline__fill").nth(slide);
const barScale = (page: Page, slide: number) => fill(page, slide).evaluate((el: HTMLElement) => el.style.transform);
/** The slide the carousel shows: the one not inert. */
const activeSlide = (root: ReturnType<typeof timeline>) =>
  root.evaluate((el) => el.querySelector("[data-carousel-track] > * > :not([inert])")?.getAttribute("aria-label"));

/** Opens the page with the clock stopped; `start` presses play on the rotation control (author mode and reduced motion
 * wait for it) so the first slide starts from 0 at a known instant. */
async function open(page: Page, query = "", { start = true } = {}) {
  await page.clock.install();
  await page.goto(`${PATH}${query}`);
  await idle(page);
  await expect(rotation(page)).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  if (start) {
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
    await rotation(page).focus(); // focus on the rotation control itself does not hold the show (APG)
    await page.keyboard.press("Enter");
    await expect(rotation(page)).toHaveAttribute("aria-label", "Pause the slide show");
  }
}

test.describe("timeline slider: the slide show (§4, §9 Timings)", () => {
  test("progress grows 1/timeSlide % every 10 ms: half the bar after 4 s of 8, the next slide after 8 s", async ({ page }) => {
    await open(page, "?wcmmode=edit");
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0)");
    await page.clock.runFor(10);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.00125)"); // 0.125 % after one tick
    await page.clock.runFor(3990);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.5)");
    await page.clock.runFor(3990);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.99875)");
    expect(await activeSlide(timeline(page))).toBe("1 of 4");
    await page.clock.runFor(10);
    await expect.poll(() => activeSlide(timeline(page))).toBe("2 of 4");
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(1)");
    expect(await barScale(page, 1)).toBe("scaleX(0)");
  });

  test("without loop the show stops on the last slide; play starts again from the first", async ({ page }) => {
    await open(page, "?wcmmode=edit&time=4"); // 4 s a slide: longer than the 3 s video, which then does not hold its slide
    for (const expected of ["2 of 4", "3 of 4", "4 of 4"]) {
      await page.clock.runFor(4000);
      await expect.poll(() => activeSlide(timeline(page))).toBe(expected);
    }
    await page.clock.runFor(4000);
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
    await page.clock.runFor(8000);
    expect(await activeSlide(timeline(page))).toBe("4 of 4");
    await expect.poll(() => barScale(page, 3)).toBe("scaleX(1)");
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(timeline(page))).toBe("1 of 4");
  });

  test("with loop the first slide follows the last", async ({ page }) => {
    await open(page, "?wcmmode=edit&time=4&loop=1");
    await page.clock.runFor(12_000);
    await expect.poll(() => activeSlide(timeline(page))).toBe("4 of 4");
    await page.clock.runFor(4000);
    await expect.poll(() => activeSlide(timeline(page))).toBe("1 of 4");
    await expect(rotation(page)).toHaveAttribute("aria-label", "Pause the slide show");
  });

  test("a slide's video plays only while its slide is active; a video longer than the slide time holds its slide to the end", async ({
    page,
  }) => {
    await open(page, "?wcmmode=edit&time=1");
    const video = timeline(page).locator("video");
    await video.evaluate((el: HTMLVideoElement) =>
      el.readyState >= 1 ? null : new Promise((r) => el.addEventListener("loadedmetadata", r, { once: true })),
    );
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    await page.clock.runFor(2000);
    await expect.poll(() => activeSlide(timeline(page))).toBe("3 of 4");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused)).toBe(true);
    await page.clock.runFor(1000); // the slide time is over, the 3 s video is not
    expect(await activeSlide(timeline(page))).toBe("3 of 4");
    await video.evaluate((el: HTMLVideoElement) => (el.ended ? null : new Promise((r) => el.addEventListener("ended", r, { once: true }))));
    await page.clock.runFor(10);
    await expect.poll(() => activeSlide(timeline(page))).toBe("4 of 4");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });

  test("autoplay starts by itself outside author mode", async ({ page }) => {
    await open(page, "", { start: false });
    await expect(rotation(page)).toHaveAttribute("aria-label", "Pause the slide show");
    const before = await barScale(page, 0);
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).not.toBe(before);
  });

  test("reduced motion asked for while the show runs stops it", async ({ page }) => {
    await open(page, "", { start: false });
    await expect(rotation(page)).toHaveAttribute("aria-label", "Pause the slide show");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
  });

  test("prefers-reduced-motion: no autoplay, the control offers play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "", { start: false });
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
    await page.clock.runFor(10_000);
    expect(await activeSlide(timeline(page))).toBe("1 of 4");
    expect(await barScale(page, 0)).toBe("scaleX(0)");
  });
});

test.describe("timeline slider: what holds the show (APG carousel)", () => {
  test("hover holds it; leaving lets it go on", async ({ page }) => {
    await open(page, "?wcmmode=edit");
    await timeline(page).hover();
    await page.clock.runFor(2000);
    expect(await barScale(page, 0)).toBe("scaleX(0)");
    await page.mouse.move(5, 5);
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.125)");
  });

  test("focus inside stops it (not on the rotation control) until that control asks; the live region is polite meanwhile", async ({
    page,
  }) => {
    await open(page, "?wcmmode=edit");
    const status = timeline(page).locator("[aria-live]");
    await expect(status).toHaveAttribute("aria-live", "off");
    await page.keyboard.press("Tab"); // from the rotation control into the carousel
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
    await page.clock.runFor(2000);
    expect(await barScale(page, 0)).toBe("scaleX(0)");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await rotation(page).focus();
    await page
      .getByRole("heading", { name: "Timeline" })
      .evaluate((el) => (el.setAttribute("tabindex", "-1"), (el as HTMLElement).focus()));
    await page.clock.runFor(2000);
    expect(await barScale(page, 0)).toBe("scaleX(0)"); // focus left the carousel: it does not start by itself
    await rotation(page).focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.125)");
    await expect(status).toHaveAttribute("aria-live", "off");
  });

  test("slide picker (APG grouped carousel): a button per slide named as the slide, the shown one aria-disabled", async ({ page }) => {
    await open(page, "?wcmmode=edit");
    const picker = timeline(page).getByRole("group", { name: "Choose a slide" });
    const pickers = picker.getByRole("button");
    await expect(pickers).toHaveText(["", "", "", ""]);
    expect(await pickers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    await expect(pickers.nth(0)).toHaveAttribute("aria-disabled", "true");
    await picker.getByRole("button", { name: "3 of 4" }).click();
    await expect.poll(() => activeSlide(timeline(page))).toBe("3 of 4");
    await expect(pickers.nth(2)).toHaveAttribute("aria-disabled", "true");
    await expect(pickers.nth(0)).toHaveAttribute("aria-disabled", "false");
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show"); // choosing a slide stops the show
    for (const button of await pickers.all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  });

  test("a hidden tab holds it (visibilitychange)", async ({ page }) => {
    await open(page, "?wcmmode=edit");
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (value ? "hidden" : "visible") });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(2000);
    expect(await barScale(page, 0)).toBe("scaleX(0)");
    await setHidden(false);
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.125)");
  });

  test("the pause control stops and restarts it; it is first in tab order", async ({ page }) => {
    await open(page, "?wcmmode=edit");
    await page.keyboard.press("Enter");
    await expect(rotation(page)).toHaveAttribute("aria-label", "Play the slide show");
    await page.clock.runFor(2000);
    expect(await barScale(page, 0)).toBe("scaleX(0)");
    await page.keyboard.press("Enter");
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).toBe("scaleX(0.125)");
    const heading = page.getByRole("heading", { name: "Timeline" }); // right before the carousel
    await heading.evaluate((el) => el.setAttribute("tabindex", "-1"));
    await heading.focus();
    await page.keyboard.press("Tab");
    await expect(rotation(page)).toBeFocused();
  });
});

test.describe("timeline slider: keyboard, touch, right to left", () => {
  test("previous/next buttons and arrow keys step; slides out of view are inert", async ({ page }) => {
    await open(page, "?wcmmode=edit", { start: false });
    const next = timeline(page).getByRole("button", { name: "Next slide" });
    const previous = timeline(page).getByRole("button", { name: "Previous slide" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeSlide(timeline(page))).toBe("2 of 4");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => activeSlide(timeline(page))).toBe("3 of 4");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => activeSlide(timeline(page))).toBe("2 of 4");
    await expect(timeline(page).locator("[data-carousel-track] > * > [inert]")).toHaveCount(3);
    await expect(timeline(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(timeline(page).getByRole("group", { name: "2 of 4" })).toHaveAttribute("aria-roledescription", "slide");
  });

  for (const { width, x, moves } of [
    { width: 1280, x: 0.22, moves: false }, // outside the 20 % zone on desktop
    { width: 375, x: 0.22, moves: true }, // inside the 25 % zone on mobile
  ]) {
    test(`touch zones at ${width} px: a touch at ${x * 100} % of the width ${moves ? "steps back" : "does nothing"}; the edges step`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "?wcmmode=edit", { start: false });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
      const box = (await timeline(page).locator("[data-carousel-track]").boundingBox())!;
      const tap = async (fraction: number) => {
        const point = { x: Math.round(width * fraction), y: Math.round(box.y + box.height / 2) };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await tap(0.95);
      await expect.poll(() => activeSlide(timeline(page))).toBe("2 of 4");
      await tap(0.5);
      await tap(x);
      await expect.poll(() => activeSlide(timeline(page))).toBe(moves ? "1 of 4" : "2 of 4");
      await tap(0.05);
      await expect.poll(() => activeSlide(timeline(page))).toBe("1 of 4");
    });
  }

  test.describe("kw: right to left", () => {
    test.use({ market: "kw" });
    test("glide runs rtl, the arrow keys mirror, the active slide is the one in view", async ({ page }) => {
      await open(page, "?wcmmode=edit", { start: false });
      await expect(timeline(page)).toHaveClass(/glide--rtl/);
      await timeline(page).getByRole("button", { name: "الشريحة التالية" }).focus();
      await page.keyboard.press("ArrowLeft"); // leftwards is forwards right to left
      await expect.poll(() => activeSlide(timeline(page))).toBe("٢ من ٤");
      const offset = async () => {
        const track = (await timeline(page).locator("[data-carousel-track]").boundingBox())!;
        const shown = (await timeline(page).locator("[data-carousel-track] > * > :not([inert])").boundingBox())!;
        return Math.round(shown.x - track.x);
      };
      await expect.poll(offset).toBe(0); // glide's move is a CSS transition, on the real clock
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => activeSlide(timeline(page))).toBe("١ من ٤");
      await page.clock.resume(); // axe runs on timers
      expect(await axeViolations(page, "[data-timeline-slider]")).toEqual([]);
    });
  });

  test("axe finds nothing serious in the timeline and the galleries", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // a still page for axe
    await page.goto(PATH);
    await scrolledInAndIdle(page, page.locator("[data-caption-gallery]").last()); // hydrated when visible
    await expect(page.locator(".vitrine-gallery__controls")).toHaveCount(2);
    expect(await axeViolations(page, "article.editorial-media")).toEqual([]);
  });
});

test.describe("caption gallery (§3 Caption gallery image)", () => {
  const gallery = (page: Page, name: string) => page.getByRole("region", { name });

  test("buttons and arrow keys step; the new image's position and caption are announced", async ({ page }) => {
    await page.goto(PATH);
    const archive = gallery(page, "The archive");
    await archive.scrollIntoViewIfNeeded();
    const next = archive.getByRole("button", { name: "Next image" });
    await expect(next).toBeVisible();
    const status = archive.locator("[aria-live=polite]");
    await expect(status).toHaveText("");
    await expect(archive.getByRole("button", { name: "Previous image" })).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Image 2 of 4: The runway. Milan, 1987");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Image 4 of 4: The boutique today. Florence, 2026");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Image 4 of 4: The boutique today. Florence, 2026");
    await expect(archive.getByRole("group", { name: "4 of 4" })).toContainText("Open every day.");
  });

  test("a looping gallery goes from its first image back to its last", async ({ page }) => {
    await page.goto(PATH);
    const today = gallery(page, "The house today");
    await today.scrollIntoViewIfNeeded();
    await today.getByRole("button", { name: "Previous image" }).click();
    await expect(today.locator("[aria-live=polite]")).toHaveText("Image 2 of 2: The boutique today. Florence, 2026");
  });

  test.describe("jp", () => {
    test.use({ market: "jp" });
    test("speaks Japanese", async ({ page }) => {
      await page.goto(PATH);
      const archive = gallery(page, "The archive");
      await archive.scrollIntoViewIfNeeded();
      await archive.getByRole("button", { name: "次の画像" }).click();
      await expect(archive.locator("[aria-live=polite]")).toHaveText("画像 4 枚中 2 枚目：The runway. Milan, 1987");
      await expect(page.locator("[data-timeline-slider]")).toHaveAttribute("aria-roledescription", "カルーセル");
    });
  });
});

test.describe("the mosaic on the editorial page (one page with the timeline, caption and mosaic galleries)", () => {
  const mosaicLink = (page: Page, index: number) => page.locator("[data-mosaic-gallery] a").nth(index);
  const dialog = (page: Page) => page.getByRole("dialog");

  test("opens the zoom overlay at the clicked image; the timeline holds while the page is inert behind it, then goes on", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${PATH}?time=30`); // long slides: the first one still shows after the real-time steps below
    await idle(page);
    await expect(page.locator("[data-gallery-overlay]")).toBeAttached();
    await expect(rotation(page)).toHaveAttribute("aria-label", "Pause the slide show"); // autoplay: not author mode
    // The mosaic hydrates when visible: until its code has run, a click is a plain link to the full image.
    const mosaicCode = page.waitForResponse(/\/dist\/chunks\/mosaic-gallery-[\w-]+\.js$/);
    const link = mosaicLink(page, 2);
    await link.scrollIntoViewIfNeeded();
    await mosaicCode;
    await idle(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).not.toBe("scaleX(0)");

    await page.clock.resume(); // the overlay's opening runs on the page's timers
    await link.click();
    await expect(dialog(page)).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await expect(dialog(page).locator("[data-zoom-counter] [aria-hidden]")).toHaveText("3/5");
    await expect(dialog(page).locator("[data-zoom-image]")).toHaveAttribute("alt", "Hand stitching along a lapel");
    await expect(timeline(page)).toHaveJSProperty("inert", false); // not inert itself: an ancestor is
    expect(await timeline(page).evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
    const held = await barScale(page, 0);
    await page.clock.runFor(3000);
    expect(await barScale(page, 0)).toBe(held);
    expect(await activeSlide(timeline(page))).toBe("1 of 4");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    await page.clock.runFor(1000);
    await expect.poll(() => barScale(page, 0)).not.toBe(held);
    // The captions galleries and the timeline still answer after the overlay: their controls are not inert.
    expect(await page.locator("article.editorial-media [inert]").evaluateAll((els) => els.filter((el) => !el.closest("li")).length)).toBe(
      0,
    );
  });

  test("without JavaScript the mosaic's images are links to the full images", async ({ page }) => {
    await page.goto(`${PATH}?js=none`);
    await expect(mosaicLink(page, 0)).toHaveAttribute("href", "/assets/img/M01-atelier.svg");
    await expect(page.locator("[data-mosaic-gallery] a")).toHaveCount(5);
  });
});

test.describe("loading and progressive enhancement", () => {
  test("glide loads with the carousels only: not in the entry, not on a page without sliders", async ({ page, request }) => {
    const entry = await (await request.get("/dist/vitrine.js")).text();
    expect(entry).not.toContain("data-glide-el");
    const chunks: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/dist/chunks/")) chunks.push(response.url());
    });
    await page.goto("/pages/no-widgets.html");
    await idle(page);
    expect(chunks).toEqual([]);
    await page.goto(PATH);
    await idle(page);
    const bodies = await Promise.all(chunks.map(async (url) => (await request.get(url)).text()));
    expect(bodies.filter((body) => body.includes("data-glide-el"))).toHaveLength(1);
  });

  for (const width of [1280, 375]) {
    test(`hydrating the carousels moves nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: "reduce" }); // the slide show holds still: only hydration can move things
      const shifts = await shiftsFromLoad(page);
      await page.goto(PATH);
      await idle(page); // hydrated when visible: the runtime's signal, not a 5 s wait
      await expect(rotation(page)).toBeVisible();
      for (const gallery of await page.locator("[data-caption-gallery]").all()) {
        await scrolledInAndIdle(page, gallery);
        await expect(gallery.locator(".vitrine-gallery__controls")).toHaveCount(1);
      }
      await idle(page);
      const moved = await shifts();
      expect(moved.all, moved.report).toBeLessThanOrEqual(0.01);
    });
  }

  test("without JavaScript each carousel is a row that scrolls sideways with every slide in it", async ({ page }) => {
    await page.goto(`${PATH}?js=none`);
    for (const track of await page.locator("[data-carousel-track]").all()) {
      const { scrollable, slides } = await track.evaluate((el) => ({
        scrollable: el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto",
        slides: el.querySelectorAll("[inert]").length,
      }));
      expect(scrollable).toBe(true);
      expect(slides).toBe(0);
    }
    const track = page.locator("[data-carousel-track]").first();
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    const last = (await track.locator("li").last().boundingBox())!;
    expect(Math.round(last.x - (await track.boundingBox())!.x)).toBe(0);
  });
});
