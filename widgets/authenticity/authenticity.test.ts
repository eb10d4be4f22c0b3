// The authenticity page on the server's markup (happy-dom, the fixture authenticity service): a genuine product with
// its facts in the market's units, an older tap, certificates, the special project, every §8 error key in the
// shopper's words with a retry where trying again helps, answers kept 5 minutes, hostile strings shown as text,
// "scan again" only where Web NFC is.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { AUTHENTICITY_ROUTES, authenticityConfig } from "../../fixtures/authenticity";
import { AUTHENTICITY_PAGE, authenticityHtml, tagUrl } from "../../fixtures/server/screens/authenticity";
import type { AuthenticityCase } from "../../fixtures/authenticity";

const entry = { name: "authenticity", load: () => import("./index") };
const LANG: Record<string, string> = { us: "en", it: "it", jp: "ja", kw: "ar" };
/** The fixture pages' configuration: the API on the page's host (fixtures/server/layout.ts), the service's settings. */
const pageConfig = () => ({ apiDomain: `${location.origin}/api`, ...authenticityConfig(location.origin) });

async function open(url: string, market = "us") {
  await hydrate(entry, `<main>${authenticityHtml(LANG[market]!)}</main>`, url, {
    market,
    config: pageConfig(),
  });
}
const opened = (name: AuthenticityCase, market = "us") => open(tagUrl(name), market);

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector);
const region = () => $("[data-authenticity-result]")!;
const facts = () =>
  [...region().querySelectorAll("dl div")].map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]);
const certificates = () =>
  [...region().querySelectorAll("a[data-authenticity-certificate]")].map((a) => [a.textContent, a.getAttribute("href")]);
const failure = () => [
  $("[data-authenticity-error]")?.getAttribute("data-authenticity-error"),
  $("[data-authenticity-error]")?.textContent,
];

let errors: MockInstance<typeof console.error>;
let asked: string[];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
beforeEach(() => {
  sessionStorage.clear();
  asked = [];
  server.events.on("request:start", record);
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeListener("request:start", record);
  teardown();
  vi.restoreAllMocks();
  delete (globalThis as { NDEFReader?: unknown }).NDEFReader;
});

describe("a genuine product (§9: cm, kg CO2, DTC, COC as PDF)", () => {
  it("us: the verdict, the product, its facts, DTC, the certificate and the editorial", async () => {
    await opened("bag");
    expect(region().getAttribute("data-authenticity-state")).toBe("verified");
    expect(region().getAttribute("aria-busy")).toBe("false");
    expect($("[data-authenticity-verdict]")!.textContent).toBe("This product is authentic.");
    expect($("[data-authenticity-product]")!.textContent).toBe("Leather bag");
    expect(facts()).toEqual([
      ["Reference", "VT10012"],
      ["Serial number", "AU-24-000187"],
      ["Height", "24.5 cm"],
      ["Width", "32 cm"],
      ["Depth", "12 cm"],
      ["Carbon footprint (CO2)", "18.4 kg"],
    ]);
    expect($("[data-authenticity-dtc]")!.textContent).toBe("Sold directly by the maison.");
    expect($("[data-authenticity-project]")).toBeNull();
    expect(certificates()).toEqual([["Certificate of conformity (PDF)", `${location.origin}/certificates/AU-24-000187-coc.pdf`]]);
    expect($("[data-authenticity-editorial]")!.innerHTML).toBe(
      '<h3>Craftsmanship</h3><div class="authenticity__editorial"><p>Cut and stitched by hand in our Florence workshop.</p></div>',
    );
    expect(document.activeElement).toBe(document.body); // the page opened: nothing asked for focus
    expect(errors).not.toHaveBeenCalled();
  });

  it("it: the market's words and number format", async () => {
    await opened("bag", "it");
    expect($("[data-authenticity-verdict]")!.textContent).toBe("Questo prodotto è autentico.");
    expect(facts().slice(2)).toEqual([
      ["Altezza", "24,5 cm"],
      ["Larghezza", "32 cm"],
      ["Profondità", "12 cm"],
      ["Impronta di carbonio (CO2)", "18,4 kg"],
    ]);
  });

  it("the calls: tag data, product by token, product experience (production), the editorial", async () => {
    await opened("bag");
    expect(asked).toEqual([
      "/nfc/tag-data",
      "/api/AURA-TK-BAG",
      "/gateway/product-experience",
      "/content/vitrine/authenticity.nux.getProductAuraInfo.json",
    ]);
  });

  it("the development domain when the configuration says so", async () => {
    const config = pageConfig();
    await hydrate(entry, `<main>${authenticityHtml("en")}</main>`, tagUrl("bag"), {
      config: { ...config, authenticity: { ...config.authenticity, environment: "development" } },
    });
    expect(asked).toContain("/gateway-dev/product-experience");
    expect(asked).not.toContain("/gateway/product-experience");
  });
});

describe("§9: certificates, the special project; §8: an older tap", () => {
  it("a diamond: its certificate of conformity and its gemological laboratory certificate", async () => {
    await opened("diamond");
    expect(certificates()).toEqual([
      ["Certificate of conformity (PDF)", `${location.origin}/certificates/AU-25-004410-coc.pdf`],
      ["Gemological laboratory certificate (PDF)", `${location.origin}/certificates/AU-25-004410-lab.pdf`],
    ]);
  });

  it("the special project aoAuraEternalGoldPR: said, and the editorial asked for it", async () => {
    await opened("eternalGold");
    expect($("[data-authenticity-project]")!.textContent).toBe("Part of the Eternal Gold project.");
    expect(facts()).toContainEqual(["Carbon footprint (CO2)", "2.75 kg"]);
  });

  it("0001FF: the older tap's words instead of the verdict, the product still shown", async () => {
    await opened("olderTap", "jp");
    expect(region().getAttribute("data-authenticity-state")).toBe("older-tap");
    expect($("[data-authenticity-verdict]")!.textContent).toBe(
      "この情報は以前にタグにかざしたときのものです。今すぐ製品を確認するには、もう一度タグにかざしてください。",
    );
    expect($("[data-authenticity-product]")!.textContent).toBe("Logo leather belt");
    expect($("[data-authenticity-dtc]")).toBeNull();
  });
});

describe("§8: every error key, in the shopper's words", () => {
  it.each([
    [
      "noValidInputData",
      "pdp-aura-no-valid-input-data",
      "This page was opened without the tag's data. Tap the tag with your phone to open it again.",
      false,
    ],
    ["expiredPage", "pdp-aura-expired-page", "This page has expired. Tap the tag again to see the product's details.", false],
    ["noValidTag", "pdp-aura-no-valid-tag", "This tag is not recognised as one of ours. Please contact our client service.", false],
    ["networkError", "pdp-aura-network-error", "The authenticity service cannot be reached right now. Please try again.", true],
    ["jsonDataError", "pdp-aura-json-data-error", "We could not read the authenticity service's answer. Please try again.", true],
  ] as const)("%s → %s", async (name, key, words, retry) => {
    await opened(name);
    expect(region().getAttribute("data-authenticity-state")).toBe("failed");
    expect(failure()).toEqual([key, words]);
    expect(!!$("[data-authenticity-retry]")).toBe(retry);
  });

  it("no tap in the URL: no-valid-input-data, and no call made", async () => {
    await open(AUTHENTICITY_PAGE, "kw");
    expect(failure()).toEqual([
      "pdp-aura-no-valid-input-data",
      "فُتحت هذه الصفحة بدون بيانات البطاقة. المس البطاقة بهاتفك لفتحها مرة أخرى.",
    ]);
    expect(asked).toEqual([]);
  });

  it("an unreadable answer is also reported to the page as a developer error", async () => {
    await opened("jsonDataError");
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] authenticity on .*: unreadable answer: invalid response at token/),
      expect.anything(),
    );
  });

  it("the retry asks again and shows the product; focus goes to what answers the shopper", async () => {
    server.use(mock.get(AUTHENTICITY_ROUTES.experience, () => HttpResponse.json({ serialNumber: "" }), { once: true }));
    await opened("bag");
    expect(failure()[0]).toBe("pdp-aura-json-data-error");
    const retry = $<HTMLButtonElement>("[data-authenticity-retry]")!;
    retry.focus();
    await act(async () => retry.click());
    await settle();
    expect($("[data-authenticity-product]")!.textContent).toBe("Leather bag");
    expect(document.activeElement).toBe($("[data-authenticity-product]"));
    // The answers that had come were kept: only the failed call was made again.
    expect(asked.filter((path) => path === "/nfc/tag-data")).toHaveLength(1);
    expect(asked.filter((path) => path === "/gateway/product-experience")).toHaveLength(2);
  });
});

describe("§9 Cache TTL: 5 minutes", () => {
  it("the page opened again within 5 minutes asks nothing; after them, asks again", async () => {
    const start = Date.parse("2026-11-26T10:00:00Z");
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    await opened("bag");
    teardown();
    asked = [];
    now.mockReturnValue(start + 299_999);
    await opened("bag");
    expect(asked).toEqual([]);
    expect($("[data-authenticity-product]")!.textContent).toBe("Leather bag");
    teardown();
    now.mockReturnValue(start + 300_000);
    await opened("bag");
    expect(asked).toEqual([
      "/nfc/tag-data",
      "/api/AURA-TK-BAG",
      "/gateway/product-experience",
      "/content/vitrine/authenticity.nux.getProductAuraInfo.json",
    ]);
  });
});

describe("hostile server strings", () => {
  it("shown as text; the editorial sanitised; certificate links not PDF on an allowed origin left out and reported", async () => {
    await opened("hostile");
    expect($("[data-authenticity-product]")!.textContent).toBe(`<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`);
    expect(region().querySelector("script, [onerror]")).toBeNull();
    // The editorial's javascript: link: in Chromium (tests/e2e/authenticity.spec.ts), where DOMPurify runs as on a
    // phone; under happy-dom it keeps the href of a link that follows a removed <script>.
    expect(certificates()).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/certificate COC not linked/), expect.anything());
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/certificate GEMOLOGICAL_LAB not linked/), expect.anything());
  });
});

/** A Web NFC reader whose scans wait for the test's `reading` (the readers made, in order). */
function fakeNdefReader(): EventTarget[] {
  const readers: EventTarget[] = [];
  (globalThis as { NDEFReader?: unknown }).NDEFReader = class extends EventTarget {
    constructor() {
      super();
      readers.push(this);
    }
    scan = () => Promise.resolve();
  };
  return readers;
}

/** A tag read: one URL record. */
const reading = (url: string) =>
  Object.assign(new Event("reading"), {
    message: { records: [{ recordType: "url", data: new DataView(new TextEncoder().encode(url).buffer) }] },
  });

describe("scan again: only where Web NFC is", () => {
  it("absent without NDEFReader", async () => {
    await opened("bag");
    expect($("[data-authenticity-scan]")).toBeNull();
  });

  it("with NDEFReader: reads the next tag's URL and shows its product; the page's address follows", async () => {
    const readers = fakeNdefReader();
    await opened("bag");
    const scan = $<HTMLButtonElement>("[data-authenticity-scan]")!;
    expect(scan.textContent).toBe("Scan again");
    await act(async () => scan.click());
    expect($("[data-authenticity-scan-status]")!.textContent).toBe("Hold your phone near the tag.");
    await act(async () => readers[0]!.dispatchEvent(reading(`${location.origin}${tagUrl("diamond")}`)));
    await settle();
    expect($("[data-authenticity-product]")!.textContent).toBe("Solitaire diamond ring");
    expect(document.activeElement).toBe($("[data-authenticity-product]"));
    expect(`${location.pathname}${location.search}`).toBe(tagUrl("diamond"));
  });

  it("a tag on another origin is not ours to open: no-valid-input-data", async () => {
    const readers = fakeNdefReader();
    await opened("bag");
    await act(async () => $<HTMLButtonElement>("[data-authenticity-scan]")!.click());
    await act(async () => readers[0]!.dispatchEvent(reading("https://evil.example/x?v=1&t=04A1B2C3D4E50003")));
    await settle();
    expect(failure()[0]).toBe("pdp-aura-no-valid-input-data");
  });

  it("a refused scan (permission, NFC off) says so", async () => {
    (globalThis as { NDEFReader?: unknown }).NDEFReader = class extends EventTarget {
      scan = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    };
    await opened("bag");
    await act(async () => $<HTMLButtonElement>("[data-authenticity-scan]")!.click());
    expect($("[data-authenticity-scan-status]")!.textContent).toBe("The tag could not be read. Please try again.");
  });
});

describe("markup contract", () => {
  it("a bad data-content-path is reported naming the attribute; the server's words stay", async () => {
    await hydrate(
      entry,
      `<section data-authenticity data-content-path="//evil.example"><div data-authenticity-result><p>Checking the tag…</p></div></section>`,
      tagUrl("bag"),
    );
    expect(errors).toHaveBeenCalledWith(
      "[vitrine] authenticity on section (data-content-path): expected a content path starting with a single /, without a dot",
    );
    expect(region().textContent).toBe("Checking the tag…");
  });
});
