// First-frame time of the video widget: from the click on play to the first requestVideoFrameCallback, and to the
// first timeupdate with currentTime > 0; each run in a fresh browser context (hls.js chunk and stream not cached).
// Usage: start the demo server (npx tsx fixtures/server/main.ts --port N), then
//   npx tsx scripts/video-first-frame.ts http://127.0.0.1:N/pages/video.html [runs=9] [film-clear|film-aes|film-clearkey]
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium";

const [url = "", runs = "9", film = "film-clear"] = process.argv.slice(2);

interface Timing {
  frame: number;
  update: number;
}

/** Arms the measurement on a film's play button: `__armed(figure)` resolves with both times once both have happened.
 * Plain JavaScript in a string: tsx would wrap a named function in helpers the page does not have. */
const ARMED = `window.__armed = (figure) => {
  const video = figure.querySelector("video");
  return new Promise((resolve) => {
    figure.querySelector(".vitrine-video__play").addEventListener("click", () => {
      const start = performance.now();
      const seen = {};
      const done = () => seen.frame !== undefined && seen.update !== undefined && resolve(seen);
      video.requestVideoFrameCallback(() => { seen.frame = performance.now() - start; done(); });
      const onUpdate = () => {
        if (video.currentTime <= 0) return;
        video.removeEventListener("timeupdate", onUpdate);
        seen.update = performance.now() - start;
        done();
      };
      video.addEventListener("timeupdate", onUpdate);
    }, { capture: true, once: true });
  });
}`;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(0);
  return `median ${at(0.5)} ms, IQR ${at(0.25)}–${at(0.75)}, range ${at(0)}–${at(1)} (n=${sorted.length})`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
const timings: Timing[] = [];
const loads: string[] = [];
for (let run = 0; run < Number(runs); run++) {
  loads.push(readFileSync("/proc/loadavg", "utf8").split(" ")[0]!);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.vitrine !== undefined);
  await page.evaluate(() => window.vitrine!.whenIdle());
  const figure = page.locator(`[data-video="${film}"]`);
  await figure.scrollIntoViewIfNeeded();
  await figure.locator(".vitrine-video__play").waitFor();
  await page.evaluate(ARMED);
  const measured = figure.evaluate((element) => (window as unknown as { __armed(e: Element): Promise<Timing> }).__armed(element));
  await figure.locator(".vitrine-video__play").click();
  timings.push(await measured);
  await context.close();
}
await browser.close();
console.log(`${film}, first frame (requestVideoFrameCallback): ${summary(timings.map((t) => t.frame))}`);
console.log(`${film}, first timeupdate past 0:            ${summary(timings.map((t) => t.update))}`);
console.log(`1-minute load average at each run: ${loads.join(", ")} (${cpus().length} cores)`);
