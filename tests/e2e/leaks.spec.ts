// Memory and listeners over repeated use ("Quick buy keeps every closed dialog in memory", "Appended PLP tiles
// carry ~77 listeners each"), measured through the Chrome DevTools Protocol after a forced garbage collection.
//
// Only locators here, never element handles: a handle (page.waitForSelector, page.$) keeps its element alive until the
// page goes, and 50 handles to 50 closed dialogs read as ~56 detached nodes and 6 listeners "leaked" per cycle.
import type { CDPSession, Page } from "@playwright/test";
import { CASES } from "../../fixtures/catalogue";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { expect, idle, test } from "./fixtures";

interface Counters {
  /** Every DOM node alive in the renderer, attached or not. */
  nodes: number;
  /** Every JS event listener alive, on attached or detached targets. */
  listeners: number;
  /** Nodes in the live document. */
  attached: number;
  heap: number;
}

async function measure(page: Page, cdp: CDPSession): Promise<Counters> {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const dom = await cdp.send("Memory.getDOMCounters");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const attached = await page.evaluate(() => document.getElementsByTagName("*").length);
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, attached, heap: heap.usedSize };
}

test("quick buy: open and close 20 times leaves no dialog, node or listener behind", async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(QUICK_BUY_PATH);
  const trigger = page.getByRole("link", { name: `Quick buy: ${CASES.onSaleFalse.name}` });
  const dialog = page.getByRole("dialog");
  const cycle = async () => {
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    await trigger.click();
    await expect(dialog).toHaveAttribute("data-step", "product");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await idle(page);
  };
  // Warm-up: code loaded and compiled, caches filled (product data, stock, bag), first-use allocations made.
  for (let i = 0; i < 5; i++) await cycle();
  const before = await measure(page, cdp);
  const CYCLES = 20;
  for (let i = 0; i < CYCLES; i++) await cycle();
  const after = await measure(page, cdp);
  const perCycle = {
    nodes: (after.nodes - before.nodes) / CYCLES,
    listeners: (after.listeners - before.listeners) / CYCLES,
    heapKB: (after.heap - before.heap) / CYCLES / 1024,
  };
  test.info().annotations.push({ type: "per cycle", description: JSON.stringify(perCycle) });
  expect(after.attached, "the live DOM stays flat").toBe(before.attached);
  // A kept dialog is ~56 nodes and 6 listeners (its img, selects…). Allowed: under 1 node and 0.25 listener per
  // cycle (20 nodes, 5 listeners over the run) for a node the browser itself keeps for a while (focus, a11y cache).
  expect(perCycle.nodes).toBeLessThan(1);
  expect(perCycle.listeners).toBeLessThan(0.25);
  // The heap still grows ~11–19 KB per cycle with no JS object of ours kept: snapshot diffs show V8's compiled code
  // (InstructionStream, still warming up) and the browser's performance and network entries. A kept dialog adds its
  // ~14 KB on top, so the heap alone cannot tell; the bound only catches a gross leak (a kept product or bag per cycle).
  expect(perCycle.heapKB).toBeLessThan(40);
});

test("PLP: tiles appended by five pages carry no more listeners than the server's, and nothing piles up on the page", async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  /** Listeners in a subtree, grouped by the node that carries them. */
  const listenersOf = async (expression: string, depth: number) => {
    const { result } = await cdp.send("Runtime.evaluate", { expression });
    const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId!, depth, pierce: true });
    const perNode = new Map<number, number>();
    for (const listener of listeners) perNode.set(listener.backendNodeId ?? 0, (perNode.get(listener.backendNodeId ?? 0) ?? 0) + 1);
    return { total: listeners.length, perNode: [...perNode.values()] };
  };
  const tiles = page.locator("[data-product-id]");
  await page.goto("/pages/plp.html");
  await idle(page);
  const serverTiles = await tiles.count();
  const pageLevel = async () => ({ document: (await listenersOf("document", 0)).total, window: (await listenersOf("window", 0)).total });
  const before = await pageLevel();
  for (let loaded = 1; loaded <= 5; loaded++) {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect.poll(() => tiles.count()).toBe(serverTiles * (loaded + 1));
    await idle(page);
  }
  const hydrated = await page.evaluate(() =>
    [...document.querySelectorAll("[data-product-id]")].flatMap((tile, i) => (tile.querySelector(".vitrine-tile") ? [i] : [])),
  );
  const of = (indexes: number[]) =>
    Promise.all(indexes.map((i) => listenersOf(`document.querySelectorAll("[data-product-id]")[${i}]`, -1)));
  const server = await of(hydrated.filter((i) => i < serverTiles));
  const appended = await of(hydrated.filter((i) => i >= serverTiles));
  expect(server.length).toBeGreaterThan(0);
  expect(appended.length).toBeGreaterThan(0);
  test.info().annotations.push({
    type: "listeners per hydrated tile",
    description: JSON.stringify({ server: server.map((t) => t.perNode), appended: appended.map((t) => t.perNode) }),
  });
  // Each widget instance renders through a React portal, and React puts its delegated listeners (~140) on every portal
  // container: a tile has one container (its labels), two when it also shows a shared price view (price on request).
  // Attached again and again, a node would carry a multiple of that; so no node of an appended tile may carry more
  // than a node of a server tile, no tile more than two containers, and the page-level listeners stay as they were.
  const most = (list: typeof server) => Math.max(...list.flatMap((t) => t.perNode));
  expect(most(appended)).toBeLessThanOrEqual(most(server));
  expect(Math.max(...appended.map((t) => t.perNode.length))).toBeLessThanOrEqual(2);
  expect(await pageLevel()).toEqual(before);
});
