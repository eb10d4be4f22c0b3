// The looks grid on a page (happy-dom, the shared MSW handlers): §2 "Collection page", "Look tile", "Editorial article
// page variant"; §4 load more; §7 "Looks load"; §8 "Looks load failure".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { http as mock, HttpResponse } from "msw";
import { createLifecycle, type Lifecycle } from "../../core/lifecycle";
import { emit, on, type VitrineEvents } from "../../core/events";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { isScrollLocked } from "../../core/scroll-lock";
import { COLLECTION_LOOKS_ROUTE, looksFragment } from "../../fixtures/fragments/collection";
import { ARTICLE_LOOKS, COLLECTION_LOOKS, looksPage } from "../../fixtures/looks";
import { ARTICLE_CONTENT_PATH, COLLECTION_CONTENT_PATH, renderLooksSection } from "../../fixtures/server/screens/collection";
import { server } from "../../tests/unit/setup";
import { settle } from "../../tests/unit/hydrate";
import { navigation } from "./look-links";

let lifecycle: Lifecycle;
let requests: URL[];

/** The server page of `path` (its `?page=`), hydrated by the real lifecycle. */
async function hydrate(
  path = "/pages/collection.html",
  { article = false, total = true, markup }: { article?: boolean; total?: boolean; markup?: string } = {},
) {
  history.replaceState(null, "", path);
  const page = Number(new URL(path, location.origin).searchParams.get("page") ?? 1);
  setPageConfig({ contentPath: article ? ARTICLE_CONTENT_PATH : COLLECTION_CONTENT_PATH });
  const looks = article ? ARTICLE_LOOKS : COLLECTION_LOOKS;
  document.body.innerHTML = `<main>${markup ?? renderLooksSection({ looks, page, nextHref: `?page=${page + 1}`, declareTotal: total, language: "en", heading: "Looks" })}</main>`;
  const widget = await import("./index"); // loaded before the start, so the settle below covers only the mount
  lifecycle = createLifecycle([
    { name: "collection-looks", selector: "[data-collection-looks]", hydrate: "load", load: async () => widget },
  ]);
  await act(async () => lifecycle.start());
  await settle();
}

const feed = () => document.querySelector<HTMLElement>("[data-looks-feed]")!;
const lookIds = () => [...feed().querySelectorAll<HTMLElement>("[data-look-id]")].map((el) => el.dataset.lookId);
const button = () => document.querySelector<HTMLButtonElement>("button.vitrine-looks__button");
const link = () => document.querySelector<HTMLAnchorElement>("[data-looks-load-more]")!;
const status = () => document.querySelector('[role="status"]')?.textContent;

async function clickLoadMore(): Promise<void> {
  await act(async () => button()!.click());
  await settle();
}

beforeEach(() => {
  document.cookie = "static-country=us";
  requests = [];
  server.events.on("request:start", ({ request }) => {
    if (COLLECTION_LOOKS_ROUTE.test(new URL(request.url).pathname)) requests.push(new URL(request.url));
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  act(() => {
    lifecycle.stop();
    unmountHost();
  });
});

describe("hydration (§2 Collection page)", () => {
  it("replaces the server link with a button of the same classes and makes the grid a feed", async () => {
    await hydrate("/pages/collection.html?page=2");
    expect(link().hidden).toBe(true);
    expect(button()?.className).toBe("looks__load-more vitrine-looks__button");
    expect(button()?.textContent).toBe("Load more");
    expect(feed().getAttribute("role")).toBe("feed");
    expect(feed().lastElementChild?.getAttribute("aria-posinset")).toBe("16");
  });

  it("reports a bad attribute by name, and that grid keeps its server HTML", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate("/pages/collection.html", {
      markup: renderLooksSection({ looks: COLLECTION_LOOKS, page: 1, nextHref: "?page=2", language: "en", heading: "Looks" }).replace(
        "data-collection-looks",
        'data-collection-looks data-looks-total="many"',
      ),
    });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] collection-looks on .*section\.looks \(data-looks-total\): expected an integer$/),
    );
    expect(link().hidden).toBe(false);
    expect(button()).toBeNull();
    expect(feed().hasAttribute("role")).toBe(false);
  });

  it("reports a grid without its feed element", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate("/pages/collection.html", { markup: `<section data-collection-looks><p>No looks</p></section>` });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/collection-looks on .* \(part \[data-looks-feed\]\): missing required part$/),
    );
  });

  it("scrolls to the look of the hash on load, found by value", async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.lookId ?? "?");
    });
    await hydrate("/pages/collection.html?page=3#look-id=L20");
    expect(scrolled).toEqual(["L20"]);
  });
});

describe("load more (§4, §7 Looks load)", () => {
  it("asks for page 2 of the content path without the article flag, appends it and announces it", async () => {
    await hydrate();
    await clickLoadMore();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe(`${COLLECTION_CONTENT_PATH}.component-collection-looks-template.html`);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "2", articlePage: "false" });
    expect(lookIds()).toEqual(COLLECTION_LOOKS.slice(0, 16).map((l) => l.lookId));
    expect(location.search).toBe("?page=2");
    expect(status()).toBe("8 more looks loaded");
    expect(document.activeElement?.getAttribute("data-look-id")).toBe("L09");
  });

  it("the editorial article sends its flag and gets its own looks (§2 article variant)", async () => {
    await hydrate("/pages/editorial-article.html", { article: true, total: false });
    await clickLoadMore();
    expect(requests[0]!.pathname).toBe(`${ARTICLE_CONTENT_PATH}.component-collection-looks-template.html`);
    expect(requests[0]!.searchParams.get("articlePage")).toBe("true");
    expect(lookIds().slice(8)).toEqual(looksPage(ARTICLE_LOOKS, 2).map((l) => l.lookId));
  });

  it("ignores the second click of a double click and Enter held down", async () => {
    await hydrate();
    await act(async () => {
      button()!.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
      button()!.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 2 }));
    });
    await settle();
    expect(requests).toHaveLength(1);
    const repeat = new KeyboardEvent("keydown", { key: "Enter", repeat: true, bubbles: true, cancelable: true });
    await act(async () => button()!.dispatchEvent(repeat));
    expect(repeat.defaultPrevented).toBe(true);
  });

  it("§1, §3 a look is an outfit with image or video: a page of video looks and text-only looks is appended", async () => {
    const look = (id: string, media: string) =>
      `<article class="look-tile" data-look-id="${id}"><a class="look-tile__link" href="/pages/looks/${id}.html" data-look-link>${media}<h3>Look ${id}</h3></a></article>`;
    const page = [
      look("V1", `<video src="/assets/video/look.webm" muted playsinline width="400" height="500"></video>`),
      look("V2", `<picture><source srcset="/assets/img/L02.svg"><img src="/assets/img/L02.svg" alt=""></picture>`),
      look("T1", ""),
    ];
    server.use(mock.get(COLLECTION_LOOKS_ROUTE, () => HttpResponse.html(`\n${page.join("\n")}\n`)));
    await hydrate();
    await clickLoadMore();
    expect(lookIds()).toEqual([...COLLECTION_LOOKS.slice(0, 8).map((l) => l.lookId), "V1", "V2", "T1"]);
    expect(status()).toBe("3 more looks loaded");
  });

  it("a page with fewer than 8 looks turns the button off (§9)", async () => {
    await hydrate("/pages/collection.html?page=5");
    await clickLoadMore();
    expect(lookIds()).toHaveLength(44);
    expect(button()).toBeNull();
    expect(link().hidden).toBe(true);
  });

  it("is off on mount when fewer than page × 8 looks are shown, even with a server link", async () => {
    const markup = renderLooksSection({
      looks: COLLECTION_LOOKS.slice(0, 12),
      page: 1,
      nextHref: "?page=3",
      language: "en",
      heading: "Looks",
    });
    await hydrate("/pages/collection.html?page=2", {
      markup: markup.replace("</section>", '<a class="looks__load-more" href="?page=3" data-looks-load-more>Load more</a></section>'),
    });
    expect(button()).toBeNull();
    expect(link().hidden).toBe(true);
  });
});

describe("what a look is: one rule for the server's looks and for appended ones", () => {
  it("a server look without its id or its link is reported (developer error); the grid works on", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const markup = renderLooksSection({
      looks: COLLECTION_LOOKS,
      page: 1,
      nextHref: "?page=2",
      declareTotal: true,
      language: "en",
      heading: "Looks",
    })
      .replace(
        /(<article class="look-tile" data-look-id="L03"[\s\S]*?)<a class="look-tile__link" href="[^"]*" data-look-link>/,
        '$1<a class="look-tile__link">',
      )
      .replace('data-look-id="L05"', 'data-look-id=""');
    await hydrate("/pages/collection.html", { markup });
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(
        /^\[vitrine\] collection-looks on .*section\.looks: 2 looks are not whole \(each needs data-look-id and a\[data-look-link\]\[href\]\): L03, #5$/,
      ),
    ]);
    expect(button()).not.toBeNull();
  });
});

describe("failure (§8 Looks load failure)", () => {
  it("clears the waiting state and the spinner, shows the message, reports the error and emits vitrine:error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const events: unknown[] = [];
    const off = on("error", (detail) => events.push(detail));
    server.use(mock.get(COLLECTION_LOOKS_ROUTE, () => new HttpResponse("gone", { status: 404 })));
    await hydrate();
    button()!.focus();
    await clickLoadMore();
    off();
    // The button stays for a retry in place, and keeps the focus (never <body>).
    expect(button()?.textContent).toBe("Load more");
    expect(button()?.getAttribute("aria-disabled")).toBe("false");
    expect(document.activeElement).toBe(button());
    expect(document.querySelector(".vitrine-looks__spinner")).toBeNull();
    expect(document.querySelector(".vitrine-looks__error")?.textContent).toBe("More looks could not be loaded.");
    expect(status()).toBe("More looks could not be loaded.");
    expect(feed().getAttribute("aria-busy")).toBe("false");
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] collection-looks on .*section\.looks: looks load failed: HTTP 404$/),
      expect.anything(),
    );
    expect(events).toEqual([expect.objectContaining({ widget: "collection-looks", message: "looks load failed: HTTP 404" })]);
  });
});

describe("a failed load more leaves a retry in place", () => {
  it("the retry asks for the same page, and looks 9–44 are reachable after it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(COLLECTION_LOOKS_ROUTE, () => new HttpResponse(null, { status: 404 }), { once: true }));
    await hydrate();
    await clickLoadMore();
    expect(document.querySelector(".vitrine-looks__error")).not.toBeNull();
    for (let i = 0; i < 5; i++) await clickLoadMore();
    expect(requests.map((url) => url.searchParams.get("page"))).toEqual(["2", "2", "3", "4", "5", "6"]);
    expect(lookIds()).toEqual(COLLECTION_LOOKS.map((look) => look.lookId));
    expect(document.querySelector(".vitrine-looks__error")).toBeNull();
    expect(button()).toBeNull();
  });

  it.each([
    ["a truncated looks fragment", () => HttpResponse.html(`\n${looksFragment(2, false).slice(0, 900)}`)],
    ["a JSON body where HTML is expected", () => HttpResponse.json({ looks: [] })],
    ["an HTML answer without looks", () => HttpResponse.html("\n<p>Service notice</p>\n")],
    [
      "a fragment cut off right after a look link's opening tag",
      () => {
        // A whole look 9, then look 10 up to its link's opening tag: a look that holds its link, cut off.
        const fragment = looksFragment(2, false);
        const link = "data-look-link>";
        return HttpResponse.html(fragment.slice(0, fragment.indexOf(link, fragment.indexOf(link) + 1) + link.length));
      },
    ],
    [
      "a look without its link to the look page",
      () => HttpResponse.html(`\n<article class="look-tile" data-look-id="L09"><h3>Look 9</h3></article>\n`),
    ],
  ])("%s is not appended or announced as looks: it takes the failure path", async (_, answer) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(COLLECTION_LOOKS_ROUTE, answer));
    await hydrate();
    await clickLoadMore();
    expect(lookIds()).toEqual(COLLECTION_LOOKS.slice(0, 8).map((look) => look.lookId));
    expect(status()).toBe("More looks could not be loaded.");
    expect(button()?.getAttribute("aria-disabled")).toBe("false");
    expect(feed().lastElementChild?.getAttribute("aria-setsize")).toBe("44");
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/looks load failed: invalid html response|expected text\/html/),
      expect.anything(),
    );
  });
});

describe("Back/Forward mid-load", () => {
  it("aborts the load: no looks added, the button active again", async () => {
    // Page 2 is held back until after the popstate, then answered by the fixture handler (a resolver that returns
    // nothing falls through to it): an answer the load had not dropped would add 8 looks.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(mock.get(COLLECTION_LOOKS_ROUTE, async () => void (await answered)));
    await hydrate();
    await act(async () => button()!.click());
    expect(feed().getAttribute("aria-busy")).toBe("true");
    expect(document.querySelector(".vitrine-looks__spinner")).not.toBeNull();
    await act(async () => window.dispatchEvent(new PopStateEvent("popstate")));
    answer();
    await settle();
    expect(lookIds()).toHaveLength(8);
    expect(feed().getAttribute("aria-busy")).toBe("false");
    expect(button()?.getAttribute("aria-disabled")).toBe("false");
    expect(document.querySelector(".vitrine-looks__spinner")).toBeNull();
  });
});

describe("look tile (§2)", () => {
  it("a plain click: look-id on the current entry, a `collection` entry pushed, then the look's URL", async () => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
    await hydrate("/pages/collection.html?page=1");
    const entries = history.length;
    const target = document.querySelector<HTMLElement>('[data-look-id="L03"] [data-look-link]')!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    target.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(history.length).toBe(entries + 1);
    expect(location.href).toMatch(/\/pages\/collection\.html\?page=1#look-id=L03$/);
    expect(history.state).toEqual({ vitrine: "collection", page: 1, lookId: "L03" });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/pages/looks/L03.html`);
  });

  it("a ctrl-click passes to the browser untouched", async () => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
    await hydrate();
    const entries = history.length;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('[data-look-id="L03"] [data-look-link]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(history.length).toBe(entries);
    expect(assign).not.toHaveBeenCalled();
  });

  it("in authoring mode (§6) a plain click is the editor's: no entry pushed, no navigation, no scroll to #look-id", async () => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    await hydrate("/pages/collection.html?wcmmode=edit#look-id=L03");
    const entries = history.length;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('[data-look-id="L03"] [data-look-link]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(history.length).toBe(entries);
    expect(assign).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();
    expect(button()?.textContent).toBe("Load more"); // load more stays a button
  });
});

describe("gallery control (§2 Look tile, Gallery zoom overlay: the one zoom protocol)", () => {
  const addOverlay = () => document.body.insertAdjacentHTML("beforeend", `<div data-gallery-overlay hidden></div>`);

  it("without a zoom overlay on the page, the gallery control stays a link", async () => {
    await hydrate();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('[data-look-id="L05"] [data-look-gallery]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(isScrollLocked()).toBe(false);
  });

  it("opening locks the page and asks for the look's images (zoom-open); zoom-close releases it and gives the focus back", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    await hydrate();
    addOverlay();
    const opened: VitrineEvents["zoom-open"][] = [];
    const off = on("zoom-open", (detail) => opened.push(detail));
    const control = document.querySelector<HTMLElement>('[data-look-id="L05"] [data-look-gallery]')!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    control.dispatchEvent(click);
    off();
    expect(click.defaultPrevented).toBe(true);
    expect(opened.map(({ source, index, images }) => ({ source, index, alts: images.map((image) => image.alt) }))).toEqual([
      {
        source: "look L05",
        index: 0,
        alts: [
          `${COLLECTION_LOOKS[4]!.title}, image 1`,
          `${COLLECTION_LOOKS[4]!.title}, image 2`,
          `${COLLECTION_LOOKS[4]!.title}, image 3`,
        ],
      },
    ]);
    expect(isScrollLocked()).toBe(true);
    emit("zoom-close", { source: "look L04" }); // another gallery's close
    expect(isScrollLocked()).toBe(true);
    emit("zoom-close", { source: "look L05" });
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(control);
  });

  it("unmounting releases a page left locked", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    await hydrate();
    addOverlay();
    document.querySelector<HTMLElement>("[data-look-gallery]")!.click();
    expect(isScrollLocked()).toBe(true);
    await act(async () => lifecycle.stop());
    expect(isScrollLocked()).toBe(false);
    await waitFor(() => expect(link().hidden).toBe(false));
  });
});
