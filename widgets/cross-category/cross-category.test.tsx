// Cross-category circles in happy-dom through the real lifecycle, and the fixture CMS markup they enhance (§2
// "Cross-category circle link", §3 "Cross-category configuration", §5 "Colours", §9 "Cross-category circles").
import { afterEach, describe, expect, it, vi } from "vitest";
import { on, type VitrineEvents } from "../../core/events";
import { fixtureCrossCategory, renderCrossCategory, type CrossCategoryCircle } from "../../fixtures/server/screens/media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "cross-category")!;
const list = () => document.querySelector<HTMLElement>("[data-cross-category-circles]")!;

afterEach(() => {
  teardown();
  vi.restoreAllMocks();
});

describe("server markup (the CMS stand-in)", () => {
  const circle = (fields: Partial<CrossCategoryCircle>): CrossCategoryCircle => ({
    image: { mobile: "/m.svg", tablet: "/t.svg", desktop: "/d.svg" },
    alt: "",
    label: "Bags",
    ...fields,
  });
  const hrefOf = (fields: Partial<CrossCategoryCircle>) => {
    const html = renderCrossCategory("c", { textSection: { title: "T", text: "x", ctas: [] }, circles: [circle(fields)] });
    return new DOMParser().parseFromString(html, "text/html").querySelector(".cross-category__circle a")?.getAttribute("href") ?? null;
  };

  it.each([
    ["/products + sku", { link: "/products", sku: "calfskin_pump.VT10010" }, "/products.calfskin_pump.VT10010.html"],
    ["a link ending in /products without a sku", { link: "/it/products" }, "/it/products"],
    ["a link not ending in /products, with a sku", { link: "/pages/plp.html?category=bags", sku: "X1" }, "/pages/plp.html?category=bags"],
    ["no link: externalLink", { externalLink: "/pages/editorial.html" }, "/pages/editorial.html"],
    ["neither: no link at all", {}, null],
    ["an off-site target is not linked", { externalLink: "https://elsewhere.example/" }, null],
    ["a script URL is not linked", { link: "javascript:alert(1)" }, null],
  ])("§2 %s", (_, fields, expected) => expect(hrefOf(fields)).toBe(expected));

  it("per-device images in a picture (1024 / 768 breakpoints); lazy unless avoidLazyLoading", () => {
    const html = renderCrossCategory("c", {
      textSection: { title: "T", text: "x", ctas: [] },
      circles: [circle({ avoidLazyLoading: true }), circle({})],
    });
    const doc = new DOMParser().parseFromString(html, "text/html");
    const pictures = doc.querySelectorAll("picture");
    expect([...pictures[0]!.querySelectorAll("source")].map((s) => [s.media, s.getAttribute("srcset")])).toEqual([
      ["(min-width: 1024px)", "/d.svg"],
      ["(min-width: 768px)", "/t.svg"],
    ]);
    expect(pictures[0]!.querySelector("img")!.getAttribute("src")).toBe("/m.svg");
    expect(pictures[0]!.querySelector("img")!.hasAttribute("loading")).toBe(false);
    expect(pictures[1]!.querySelector("img")!.getAttribute("loading")).toBe("lazy");
  });

  it("CTAs: same-origin links only; hideText leaves the text out", () => {
    const doc = new DOMParser().parseFromString(renderCrossCategory("c", fixtureCrossCategory(6)), "text/html");
    expect([...doc.querySelectorAll(".cross-category__cta")].map((a) => a.getAttribute("href"))).toEqual(["/pages/collection.html"]);
    expect(doc.querySelector(".cross-category__body")).toBeNull();
  });
});

describe("cross-category widget", () => {
  it("sets the author's §5-valid colours as custom properties and drops the invalid ones", async () => {
    await hydrate(entry, `<main>${renderCrossCategory("c3", fixtureCrossCategory(3))}</main>`, "/pages/cross-category.html");
    const section = document.querySelector<HTMLElement>("[data-cross-category]")!;
    expect(section.style.getPropertyValue("--cross-category-background")).toBe("#f4f2ee");
    expect(section.querySelector<HTMLElement>("h2")!.style.getPropertyValue("--cross-category-color")).toBe("#1a1a1a");
    expect(section.querySelector<HTMLElement>("p")!.style.getPropertyValue("--cross-category-color")).toBe("#4d4d4d");
    const cta = section.querySelector<HTMLElement>(".cross-category__cta")!;
    expect(cta.style.getPropertyValue("--cross-category-cta-hover-text")).toBe("#fff");
    const labels = [...section.querySelectorAll<HTMLElement>(".cross-category__label")].map((l) =>
      l.style.getPropertyValue("--cross-category-label"),
    );
    expect(labels).toEqual(["#6b4e16", "", ""]);
  });

  it.each([
    [3, ["cross-category__circles", "cross-category__circles--inline", "cross-category__circles--row-2"]],
    [
      9,
      ["cross-category__circles", "cross-category__circles--scroll", "cross-category__circles--row-5", "cross-category__circles--shades"],
    ],
  ])("%i circles: the server's classes stay as they are", async (count, classes) => {
    await hydrate(entry, `<main>${renderCrossCategory("c", fixtureCrossCategory(count))}</main>`, "/pages/cross-category.html");
    expect([...list().classList]).toEqual(classes);
  });

  it("adds the §9 classes a template left out; takes them away again on unmount", async () => {
    const html = renderCrossCategory("c", fixtureCrossCategory(7)).replace(/<ul class="[^"]*"/, `<ul class="cross-category__circles"`);
    await hydrate(entry, `<main>${html}</main>`, "/pages/cross-category.html");
    expect([...list().classList]).toEqual([
      "cross-category__circles",
      "cross-category__circles--scroll",
      "cross-category__circles--row-4",
      "cross-category__circles--shades",
    ]);
    expect(list().hasAttribute("data-more-before")).toBe(false);
    teardown();
  });

  it("a section without its circles list is reported by part", async () => {
    const errors: VitrineEvents["error"][] = [];
    const stop = on("error", (e) => errors.push(e));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<section data-cross-category><h2>T</h2></section>`, "/");
    stop();
    expect(errors[0]).toMatchObject({ widget: "cross-category", part: "[data-cross-category-circles]" });
  });

  it.each(["it", "jp", "kw", "ru", "th"])("adds no text of its own (%s: no English leftover)", async (market) => {
    const markup = `<main>${renderCrossCategory("c", fixtureCrossCategory(4))}</main>`;
    await hydrate(entry, markup, "/pages/cross-category.html", { market });
    const server = new DOMParser().parseFromString(markup, "text/html").body;
    expect(document.querySelector("main")!.textContent).toBe(server.querySelector("main")!.textContent);
    expect(document.querySelectorAll("[aria-label]")).toHaveLength(server.querySelectorAll("[aria-label]").length);
  });
});
