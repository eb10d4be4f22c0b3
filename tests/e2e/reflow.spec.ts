// WCAG 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways, and no tile's colour-dot row sticks out of its tile
// (it overflowed by 51 px on the listing and search pages), in Debian's Chromium.
import type { Page } from "@playwright/test";
import { expect, idle, test } from "./fixtures";

test.use({ viewport: { width: 320, height: 640 } });

/** Brings each tile with colours into view, so every one of them has hydrated. */
async function hydrateColourTiles(page: Page): Promise<number> {
  const tiles = page.locator("[data-product-id][data-colors]");
  const count = Math.min(await tiles.count(), 24);
  for (let i = 0; i < count; i++) {
    await tiles.nth(i).scrollIntoViewIfNeeded();
    await expect(tiles.nth(i).locator(".vitrine-tile__colours")).toBeAttached();
  }
  await idle(page);
  return count;
}

/** Per colour row: how many px it sticks out of its tile on either side (0 when it fits). */
function colourRowOverflow(page: Page) {
  return page.locator(".vitrine-tile__colours").evaluateAll((rows) =>
    rows.map((row) => {
      const tile = row.closest("[data-product-id]")!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      return Math.round(Math.max(0, box.right - tile.right, tile.left - box.left));
    }),
  );
}

for (const path of ["/pages/listing.html", "/pages/search-results.html?q=bag"]) {
  test(`${path}: no horizontal scrolling and no colour row wider than its tile at 320 px`, async ({ page }) => {
    await page.goto(path);
    expect(await hydrateColourTiles(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const overflow = await colourRowOverflow(page);
    expect(overflow.length).toBeGreaterThan(0);
    expect(overflow.filter((px) => px > 0)).toEqual([]);
  });
}
