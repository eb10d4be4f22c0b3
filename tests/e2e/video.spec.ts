// Video or image (§4) and streaming video (§1, §7 "Other calls", §8 "Streaming video", §9 timings) on the fixture
// page, with the real media made by scripts/make-media.ts and the fixture backend's faults (fixtures/video/handlers.ts).
import type { Locator, Page, Request } from "@playwright/test";
import { axeViolations, expect, idle, test } from "./fixtures";

const PAGE = "/pages/video.html";
const HLS_CHUNK = /\/dist\/chunks\/hls-[\w-]+\.js$/;
const STREAM = /\/video\//;
// What a failing stream leaves in the console: the browser's own line per refused request, the error funnel's.
const FAULT_CONSOLE = [/Failed to load resource: the server responded with a status of (404|500|503|403)/, /\[vitrine\] video: /];

const film = (page: Page, id: string) => page.locator(`[data-video="${id}"]`);

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => seen.push(request));
  return seen;
}

async function open(page: Page, url = PAGE): Promise<void> {
  await page.goto(url);
  await idle(page);
}

async function play(figure: Locator): Promise<void> {
  await figure.scrollIntoViewIfNeeded();
  await figure.getByRole("button", { name: "Play video" }).click();
}

/** Resolves once the video has played past `seconds` (the fixture streams last 4 s). A rendition failing first (its
 * retries, then the switch) and a loaded machine both take time: the wait is generous, the test's own limit with it. */
async function playsPast(figure: Locator, seconds: number): Promise<void> {
  test.info().setTimeout(test.info().timeout + 40_000);
  await expect
    .poll(() => figure.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 40_000 })
    .toBeGreaterThan(seconds);
}

async function chooseFromMenu(figure: Locator, menu: string, item: string): Promise<void> {
  const button = figure.getByRole("button", { name: new RegExp(`^${menu}:`) });
  await button.focus();
  await button.press("ArrowDown"); // APG menu button: opens on the checked item
  const items = figure.getByRole("menu", { name: menu }).getByRole("menuitemradio");
  await expect(items.and(figure.locator('[aria-checked="true"]'))).toBeFocused();
  const names = await items.allTextContents();
  const target = names.indexOf(item);
  expect(target, `${item} in ${names.join(", ")}`).toBeGreaterThanOrEqual(0);
  await page(figure).keyboard.press("Home");
  for (let i = 0; i < target; i++) await page(figure).keyboard.press("ArrowDown");
  await expect(items.nth(target)).toBeFocused();
  await page(figure).keyboard.press("Enter");
  await expect(button).toBeFocused(); // focus back on the menu button
  await expect(button).toHaveText(`${menu}: ${item}`);
}

const page = (locator: Locator) => locator.page();

test.describe("streaming video (§1, §7)", () => {
  test("hls.js loads only when play is pressed; the clear stream plays and the open is tracked (§9)", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page);
    expect(requests.filter((r) => HLS_CHUNK.test(r.url()) || STREAM.test(r.url())).map((r) => r.url())).toEqual([]);
    const tracked = page.evaluate(
      () => new Promise((resolve) => document.addEventListener("vitrine:track", (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 1);
    expect(await tracked).toEqual({ event: "video-open", videoId: "film-clear" });
    expect(requests.filter((r) => HLS_CHUNK.test(r.url()))).toHaveLength(1);
    await expect(clear.locator('[data-phase="playing"]')).toBeVisible();
  });

  test("quality, audio and subtitle menus switch rendition, audio track and subtitles (keyboard, APG menu button)", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page);
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 0.2);
    // The film lasts 4 s: on a loaded machine it could end (and its controls with it) between two menus.
    await clear.locator("video").evaluate((video: HTMLVideoElement) => void (video.loop = true));
    await chooseFromMenu(clear, "Audio", "Italian");
    await expect.poll(() => requests.some((r) => /\/clear\/audio-it\/seg\d+\.m4s$/.test(r.url()))).toBe(true);
    await chooseFromMenu(clear, "Subtitles", "English");
    await expect.poll(() => requests.some((r) => /\/clear\/subs-en\/cues\.vtt$/.test(r.url()))).toBe(true);
    await expect
      .poll(() =>
        clear
          .locator("video")
          .evaluate((video: HTMLVideoElement) =>
            [...video.textTracks].filter((t) => t.mode === "showing").map((t) => `${t.language} ${t.cues?.length ?? 0}`),
          ),
      )
      .toEqual(["en 2"]);
    await chooseFromMenu(clear, "Subtitles", "English (CC)");
    await chooseFromMenu(clear, "Subtitles", "Off");
    await chooseFromMenu(clear, "Quality", "180p");
    // From the start again (the 4 s film may have ended): the chosen rendition's segments load.
    await clear.locator("video").evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0;
      return video.play();
    });
    await expect.poll(() => requests.some((r) => /\/clear\/v180\/seg\d+\.m4s$/.test(r.url()))).toBe(true);
    await playsPast(clear, 0.5);
  });

  test("after the film has ended, another audio track is chosen at once (checked, named) and plays on replay", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page);
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 0.2);
    await clear
      .locator("video")
      .evaluate(
        (video: HTMLVideoElement) => video.ended || new Promise((resolve) => video.addEventListener("ended", resolve, { once: true })),
      );
    await chooseFromMenu(clear, "Audio", "Italian");
    await clear.getByRole("button", { name: /^Audio:/ }).press("ArrowDown");
    await expect(clear.getByRole("menuitemradio", { name: "Italian" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");
    await clear.locator("video").evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0;
      return video.play();
    });
    await expect.poll(() => requests.some((r) => /\/clear\/audio-it\/seg\d+\.m4s$/.test(r.url()))).toBe(true);
  });

  test("the AES-128 stream plays with its key from the backend", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page);
    const aes = film(page, "film-aes");
    await play(aes);
    await playsPast(aes, 1);
    expect(requests.filter((r) => /\/video\/ok\/aes\/key$/.test(r.url())).length).toBeGreaterThanOrEqual(1);
  });

  test("the ClearKey (CENC) stream plays with the licence from the configured URL and headers", async ({ page }) => {
    const licence = page.waitForRequest((r) => /\/video\/ok\/licence$/.test(r.url()) && r.method() === "POST");
    await open(page);
    const clearkey = film(page, "film-clearkey");
    await play(clearkey);
    const request = await licence;
    expect(request.headers()["x-vitrine-licence"]).toBe("fixture");
    await playsPast(clearkey, 1);
  });

  test("close: the video stops and the poster comes back after the 600 ms animation, focus on play (§9)", async ({ page }) => {
    await open(page);
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 0.2);
    await clear.getByRole("button", { name: "Close video" }).click();
    await expect(clear.locator('[data-phase="closing"]')).toBeVisible();
    await expect(clear.getByRole("button", { name: "Play video" })).toBeFocused();
    expect(await clear.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  });
});

test.describe("playback errors (§8, README)", () => {
  test("segment 404s on one rendition: playback goes on in the other", async ({ page, watch }) => {
    watch.allowErrors(...FAULT_CONSOLE);
    const requests = recordRequests(page);
    await open(page, `${PAGE}?fault=segment-404`);
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 1.5);
    expect(requests.some((r) => /\/segment-404\/clear\/v180\/seg\d+\.m4s$/.test(r.url()))).toBe(true);
  });

  test("playlist 500: bounded retries, then the poster, the message and a focused retry", async ({ page, watch }) => {
    test.setTimeout(60_000);
    watch.allowErrors(...FAULT_CONSOLE);
    const requests = recordRequests(page);
    await open(page, `${PAGE}?fault=playlist-500`);
    const clear = film(page, "film-clear");
    await play(clear);
    const retry = clear.getByRole("button", { name: "Try again" });
    await expect(retry).toBeFocused({ timeout: 30_000 });
    await expect(clear.getByRole("status")).toContainText("The video could not be played.");
    const attempts = requests.filter((r) => /\/playlist-500\/clear\/master\.m3u8$/.test(r.url())).length;
    // hls.js's own retry (1) inside each of the widget's 3 attempts (README "Playback errors").
    expect(attempts).toBe(6);
    expect(await clear.locator("video").evaluate((video: HTMLVideoElement) => video.controls)).toBe(false);
  });

  test("Try again after a failure starts from scratch and plays once the playlist answers", async ({ page, watch }) => {
    test.setTimeout(60_000);
    watch.allowErrors(...FAULT_CONSOLE);
    let down = true;
    await page.route("**/video/ok/clear/master.m3u8", (route) => (down ? route.fulfill({ status: 500, body: "down" }) : route.continue()));
    await open(page);
    const clear = film(page, "film-clear");
    await play(clear);
    const retry = clear.getByRole("button", { name: "Try again" });
    await expect(retry).toBeFocused({ timeout: 30_000 });
    down = false;
    await retry.click();
    await playsPast(clear, 1);
    await expect(clear.getByRole("status")).toBeEmpty();
    await expect(retry).toHaveCount(0);
  });

  test("key server down: the AES stream fails into the retry state and the error funnel", async ({ page, watch }) => {
    test.setTimeout(60_000);
    watch.allowErrors(...FAULT_CONSOLE);
    await open(page, `${PAGE}?fault=key-down`);
    const reported = page.evaluate(
      () => new Promise((resolve) => document.addEventListener("vitrine:error", (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    const aes = film(page, "film-aes");
    await play(aes);
    expect(await reported).toMatchObject({ source: "video", message: expect.stringMatching(/^keyLoadError: /) });
    await expect(aes.getByRole("button", { name: "Try again" })).toBeFocused({ timeout: 30_000 });
  });

  // Each wait is bounded (README "Playback errors"): 20 s of the page's clock in which nothing but the hanging request
  // was asked for bring the failure and its retry (hls.js's own timeouts and retries alone took 34 s to forever). A
  // round in which the player asked for something else (another rendition, once the first one's segments time out)
  // is waited out and followed by another.
  const HANGS = [
    ["playlist-hang", "film-clear", /\/master\.m3u8$/],
    ["segment-hang", "film-clear", /\.(?:m4s|mp4)$/],
    ["key-hang", "film-aes", /\/aes\/key$/],
    ["licence-hang", "film-clearkey", /\/licence$/],
  ] as const;
  for (const [fault, id, hanging] of HANGS) {
    test(`${fault}: the failure and its focused retry after 20 s of silence (page clock)`, async ({ page }) => {
      await page.clock.install(); // time flows until runFor takes over
      await open(page, `${PAGE}?fault=${fault}`);
      const answering = new Set<Request>();
      let asked = 0;
      page.on("request", (r) => STREAM.test(r.url()) && !hanging.test(r.url()) && (asked++, answering.add(r)));
      page.on("requestfinished", (r) => answering.delete(r));
      page.on("requestfailed", (r) => answering.delete(r));
      const hung = page.waitForRequest((r) => STREAM.test(r.url()) && hanging.test(r.url()));
      const figure = film(page, id);
      await play(figure);
      await hung;
      for (let round = 1; ; round++) {
        await expect.poll(() => answering.size).toBe(0);
        const before = asked;
        await page.clock.runFor(20_000);
        if (asked === before) break; // 20 s in which nothing answered
        expect(round, "rounds in which the player still asked for more").toBeLessThan(4);
      }
      await expect(figure.getByRole("button", { name: "Try again" })).toBeFocused();
      await expect(figure.getByRole("status")).toContainText("The video could not be played.");
    });
  }

  test("licence 403: the ClearKey stream fails into the retry state and the error funnel", async ({ page, watch }) => {
    test.setTimeout(60_000);
    watch.allowErrors(...FAULT_CONSOLE);
    await open(page, `${PAGE}?fault=licence-403`);
    const reported = page.evaluate(
      () => new Promise((resolve) => document.addEventListener("vitrine:error", (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    const clearkey = film(page, "film-clearkey");
    await play(clearkey);
    expect(await reported).toMatchObject({ source: "video", message: expect.stringMatching(/^keySystem/) });
    await expect(clearkey.getByRole("button", { name: "Try again" })).toBeFocused({ timeout: 30_000 });
  });
});

test.describe("video or image (§4)", () => {
  test("no hls.js on a page without video", async ({ page }) => {
    const requests = recordRequests(page);
    await open(page, "/pages/quick-buy.html");
    expect(requests.filter((r) => HLS_CHUNK.test(r.url()) || /\/chunks\/video-/.test(r.url()))).toEqual([]);
  });

  test("at 375 px the no-video-on-mobile film is hidden, its image shows, and nothing of any stream loads", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const requests = recordRequests(page);
    await open(page);
    const mobile = film(page, "film-mobile");
    await mobile.scrollIntoViewIfNeeded();
    await idle(page);
    await expect(mobile.locator("video")).toBeHidden();
    await expect(mobile.locator("[data-video-fallback]")).toBeVisible();
    await expect(mobile.getByRole("button", { name: "Play video" })).toHaveCount(0);
    await expect(film(page, "film-clear").locator("[data-video-fallback]")).toBeHidden();
    expect(requests.filter((r) => STREAM.test(r.url()) || HLS_CHUNK.test(r.url())).map((r) => r.url())).toEqual([]);
  });

  test("each play button is named after its film", async ({ page }) => {
    await open(page);
    const names = {
      "film-clear": "Play video: Film, two renditions, two audio tracks, subtitles and captions",
      "film-aes": "Play video: Film, AES-128 encrypted",
      "film-clearkey": "Play video: Film, ClearKey (CENC) encrypted",
      "film-mobile": "Play video: Film not shown on mobile",
    };
    for (const [id, name] of Object.entries(names)) {
      await film(page, id).scrollIntoViewIfNeeded(); // hydrated near the viewport
      await expect(film(page, id).locator(".vitrine-video__play")).toHaveAttribute("aria-label", name);
    }
  });

  test("on desktop every fallback image is hidden and every video shows", async ({ page }) => {
    await open(page);
    await expect(page.locator("[data-video-fallback]:visible")).toHaveCount(0);
    await expect(page.locator("[data-video] video:visible")).toHaveCount(4);
  });

  test("axe: no serious or critical violation, idle and playing with a menu open", async ({ page }) => {
    await open(page);
    expect(await axeViolations(page, "[data-video]")).toEqual([]);
    const clear = film(page, "film-clear");
    await play(clear);
    await playsPast(clear, 0.2);
    await clear.getByRole("button", { name: /^Audio:/ }).press("ArrowDown");
    expect(await axeViolations(page, "[data-video]")).toEqual([]);
  });
});

test.describe("markets", () => {
  test.describe("jp", () => {
    test.use({ market: "jp" });
    test("Japanese controls", async ({ page }) => {
      await open(page);
      const clear = film(page, "film-clear");
      await clear.scrollIntoViewIfNeeded();
      await expect(clear.getByRole("button", { name: "動画を再生" })).toBeVisible();
    });
  });
  test.describe("kw", () => {
    test.use({ market: "kw" });
    test("Arabic controls, right to left, the failure text translated", async ({ page, watch }) => {
      test.setTimeout(60_000);
      watch.allowErrors(...FAULT_CONSOLE);
      await open(page, `${PAGE}?fault=playlist-500`);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      const clear = film(page, "film-clear");
      await clear.scrollIntoViewIfNeeded();
      await clear.getByRole("button", { name: "تشغيل الفيديو" }).click();
      await expect(clear.getByRole("button", { name: "إعادة المحاولة" })).toBeFocused({ timeout: 30_000 });
      await expect(clear.getByRole("status")).toContainText("تعذّر تشغيل الفيديو.");
    });
  });
});
