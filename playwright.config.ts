import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";

const port = Number(process.env.E2E_PORT ?? 4599);

// Debian's Chromium by default (no browser downloads here); CHROMIUM_PATH points elsewhere, and
// PLAYWRIGHT_BUNDLED=1 uses Playwright's own browser for developers who installed it.
const executablePath = process.env.PLAYWRIGHT_BUNDLED ? undefined : CHROMIUM_PATH;

export default defineConfig({
  testDir: "tests/e2e",
  // Builds dist/ when it is missing or older than its sources: the suite tests the bundle, never a stale one.
  globalSetup: "./tests/e2e/build-dist.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "off",
    trace: "off",
    launchOptions: {
      executablePath,
      // The window matches the default 1280×720 viewport: a first frame painted before the emulated size applies
      // (seen under load) would otherwise lay out at the 800×600 default window and count as a layout shift.
      args: ["--headless", "--window-size=1280,720", ...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: `npx tsx fixtures/server/main.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    // Never a stranger's server: if the port is taken Playwright stops with "… is already used"; set E2E_PORT.
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
