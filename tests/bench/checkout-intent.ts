// f. What the checkout costs the pages before it ("no payment or checkout code on listing, product or bag
// pages before intent"), after `npm run build`: `npx tsx tests/bench/checkout-intent.ts [rounds]` (default 7).
// Loads the listing, a product page, quick buy (opened and the product added to the bag), the bag page and, as the
// control, the checkout page in Chromium against the built dist/, each in a fresh context with its own bag, until
// Vitrine is idle; sums the JavaScript each received, gzip-compressed per script as a CDN would serve it, and the part
// of it that is checkout code (the chunks tests/package/checkout-size.mjs finds by source map) or a payment
// provider's script (/stand-ins/payments/). Rounds interleave: the pages' order is reversed every other round, so
// load on the machine hits every page alike; each figure is median [IQR] (min–max) over the rounds.
// `PORT` moves the fixture server (default: a free port).
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page, type Response } from "playwright-core";
import { startServer, type RunningServer } from "../../fixtures/server/app";
import { CASES } from "../../fixtures/catalogue";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { productPath } from "../../core/routes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { checkoutChunks } from "../package/checkout-size.mjs";
import { table } from "./report";
import { fmtSpread, spread } from "./stats";

const ROUNDS = Number(process.argv[2] ?? 7);
const BAG_SKU = CASES.regular.sizes[0]!.productId;
const PROVIDER_SCRIPT = /^\/stand-ins\/payments\//;

interface Received {
  path: string;
  bytes: number;
}

/** Opens quick buy on the regular bag and adds it: the last step before the shopper asks for the bag or checkout. */
async function addWithQuickBuy(page: Page): Promise<void> {
  const trigger = page.getByRole("link", { name: `Quick buy: ${CASES.regular.name}` });
  await trigger.hover();
  await trigger.click();
  await page.getByRole("dialog").locator("[data-quick-buy-add]").click();
  await page.getByRole("dialog").getByRole("link", { name: "Proceed" }).waitFor();
}

const PAGES: ReadonlyArray<{ name: string; path: string; bag: boolean; then?: (page: Page) => Promise<void> }> = [
  { name: "listing", path: "/pages/listing.html", bag: false },
  { name: "product", path: productPath(CASES.regular.name, CASES.regular.partNumber), bag: false },
  { name: "quick buy, added to the bag", path: QUICK_BUY_PATH, bag: false, then: addWithQuickBuy },
  { name: "bag", path: "/pages/shopping-bag.html", bag: true },
  { name: "checkout (control)", path: "/pages/checkout.html", bag: true },
];

async function measure(browser: Browser, server: RunningServer, entry: (typeof PAGES)[number], round: number): Promise<Received[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    await context.addCookies([
      { name: "vitrine-cart-session", value: `intent-${round}-${Date.now().toString(36)}`, url: server.url },
      { name: "static-country", value: "us", url: server.url }, // English names for the quick-buy step
    ]);
    if (entry.bag) await context.request.post(`${server.url}cart/add`, { form: { productId: BAG_SKU, quantity: "1" } });
    const page = await context.newPage();
    const received: Received[] = [];
    const bodies: Promise<void>[] = [];
    page.on("response", (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      const path = new URL(response.url()).pathname;
      bodies.push(response.body().then((body) => void received.push({ path, bytes: gzipSync(body).length })));
    });
    await page.goto(server.url + entry.path.slice(1), { waitUntil: "load" });
    await page.evaluate("window.vitrine.whenIdle()");
    if (entry.then) {
      await entry.then(page);
      await page.evaluate("window.vitrine.whenIdle()");
    }
    await Promise.all(bodies);
    return received;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const checkout = new Set(checkoutChunks());
  if (checkout.size === 0) throw new Error("no chunk holds checkout code: run `npm run build` first");
  const isCheckout = (path: string) => checkout.has(path.split("/").pop()!);
  const server = await startServer({ port: Number(process.env["PORT"] ?? 0) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  const figures = new Map(PAGES.map((p) => [p.name, { total: [] as number[], checkout: [] as number[], providers: [] as number[] }]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? PAGES : [...PAGES].reverse();
      for (const entry of order) {
        const received = await measure(browser, server, entry, round);
        const sum = (keep: (path: string) => boolean) => received.filter((r) => keep(r.path)).reduce((s, r) => s + r.bytes, 0);
        const row = figures.get(entry.name)!;
        row.total.push(sum(() => true));
        row.checkout.push(sum(isCheckout));
        row.providers.push(sum((path) => PROVIDER_SCRIPT.test(path)));
      }
      process.stderr.write(`  · round ${round}/${ROUNDS}\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = PAGES.map(({ name }) => {
    const row = figures.get(name)!;
    return [name, fmtSpread(spread(row.total), kb), fmtSpread(spread(row.checkout), kb), fmtSpread(spread(row.providers), kb)];
  });
  console.log(table(["page", "JS received, KB gz", "of it checkout code, KB gz", "payment provider scripts, KB gz"], rows));
  console.log(`\n${ROUNDS} interleaved rounds; median [IQR] (min–max); KB of 1,024 B, each script gzip-compressed (default level).`);
}

await main();
