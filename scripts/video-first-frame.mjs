// Usage: start the demo server (npx tsx fixtures/server/main.ts --port N), then
//   node scripts/video-first-frame.mjs http://127.0.0.1:N/pages/video.html [runs=9] [film-clear|film-aes|film-clearkey]
// First-frame time: from the click on play to the first requestVideoFrameCallback (and to the first timeupdate with
// currentTime > 0), each run a fresh browser context (cold hls.js chunk and stream; HTTP cache empty).
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const [url, runs = 9, id = "film-clear"] = [process.argv[2], Number(process.argv[3] ?? 9), process.argv[4]];
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const frames = [],
  updates = [],
  loads = [];
for (let i = 0; i < runs; i++) {
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  await p.goto(url);
  await p.waitForFunction(() => window.vitrine !== undefined);
  await p.evaluate(() => window.vitrine.whenIdle());
  const fig = p.locator(`[data-video="${id ?? "film-clear"}"]`);
  await fig.scrollIntoViewIfNeeded();
  await fig.locator(".vitrine-video__play").waitFor();
  await fig.evaluate((f) => {
    const v = f.querySelector("video");
    window.__ff = new Promise((resolve) => {
      const out = {};
      f.querySelector(".vitrine-video__play").addEventListener(
        "click",
        () => {
          out.t0 = performance.now();
          v.requestVideoFrameCallback(() => {
            out.frame = performance.now() - out.t0;
            if (out.update) resolve(out);
          });
          const onUpdate = () => {
            if (v.currentTime > 0) {
              out.update = performance.now() - out.t0;
              v.removeEventListener("timeupdate", onUpdate);
              if (out.frame) resolve(out);
            }
          };
          v.addEventListener("timeupdate", onUpdate);
        },
        { capture: true, once: true },
      );
    });
  });
  await fig.locator(".vitrine-video__play").click();
  const r = await p.evaluate(() => window.__ff);
  frames.push(r.frame);
  updates.push(r.update);
  loads.push(Number(load));
  await ctx.close();
}
await b.close();
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f) => s[Math.floor(f * (s.length - 1))];
  return `median ${q(0.5).toFixed(0)} ms, IQR ${q(0.25).toFixed(0)}–${q(0.75).toFixed(0)}, range ${s[0].toFixed(0)}–${s.at(-1).toFixed(0)} (n=${s.length})`;
};
console.log("first frame (rVFC):   ", stats(frames));
console.log("first timeupdate > 0: ", stats(updates));
console.log("runs:", frames.map((f) => f.toFixed(0)).join(", "));
console.log("load avg (1 min) at each run:", loads.join(", "), "cores:", (await import("node:os")).cpus().length);
