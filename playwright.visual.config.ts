// The visual baselines (tests/visual/): every widget state on the fixture pages in it, jp and kw at 375 and 1280 px,
// compared pixel for pixel with the PNGs committed under tests/visual/__screenshots__. Update them with
// `npm run test:visual:update` (after a change meant to show, or an upgrade of Debian's chromium or its fonts).
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  ...base,
  testDir: "tests/visual",
  // One worker: the shots are cheap, and two Chromiums rastering side by side on a 2-core machine only slow each other.
  workers: 1,
  fullyParallel: false,
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    // Zero tolerance: the rendering is made deterministic at its source (tests/visual/visual.spec.ts), never absorbed here.
    toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    ...base.use,
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    launchOptions: {
      ...base.use?.launchOptions,
      args: [
        ...(base.use?.launchOptions?.args ?? []),
        // Grey-scale anti-aliasing, unhinted glyph outlines and sRGB output: the same pixels whatever the host's
        // display settings.
        "--font-render-hinting=none",
        "--disable-lcd-text",
        "--force-color-profile=srgb",
        // Every tile rastered whole, with its images decoded: without these two, edge pixels of the product images
        // came out one to ten levels off near a tile seam in 3 of 24 loads of the same listing (0 of 24 with them;
        // which of partial raster and checker imaging does it was not isolated).
        "--disable-partial-raster",
        "--disable-checker-imaging",
      ],
      // Only the fonts the set-up installs (tests/visual/fonts.conf), not whatever else the host has.
      env: { ...process.env, FONTCONFIG_FILE: `${import.meta.dirname}/tests/visual/fonts.conf` },
    },
  },
});
