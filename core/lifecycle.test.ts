import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLifecycle, type Hydration, type Lifecycle, type WidgetModule } from "./lifecycle";
import { on } from "./events";
import { whenIdle } from "./activity";

// Loading a widget ends a task or two (chunk, mount): after one task (the MutationObserver has seen the
// markup), wait until the runtime is idle rather than for a fixed time, which a busy machine overruns.
const tick = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await whenIdle();
};

function fakeWidget(name: string, hydrate: Hydration = "load", overrides: Partial<WidgetModule> = {}) {
  const mounted = new Set<Element>();
  const module: WidgetModule = {
    mount: vi.fn((el: HTMLElement) => {
      mounted.add(el);
      return () => mounted.delete(el);
    }),
    ...overrides,
  };
  const load = vi.fn(async () => ({ default: module }));
  return { entry: { name, selector: `[data-${name}]`, hydrate, load }, module, mounted, load };
}

/** An IntersectionObserver the test answers (happy-dom's never calls back): the elements observed, and `answer`. */
function stubIntersectionObserver() {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => {};
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  const answer = (target: Element, isIntersecting: boolean) =>
    callback([{ target, isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observed, answer };
}

let lifecycle: Lifecycle | undefined;
afterEach(() => {
  lifecycle?.stop();
  document.body.innerHTML = "";
});

describe("lifecycle", () => {
  it("mounts existing markup on start, once per element, and loads the widget code once", async () => {
    const w = fakeWidget("box");
    document.body.innerHTML = `<div data-box></div><div data-box></div><p>other</p>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    lifecycle.rescan();
    await tick();
    expect(w.mounted.size).toBe(2);
    expect(w.load).toHaveBeenCalledTimes(1);
    lifecycle.rescan();
    await tick();
    expect(w.module.mount).toHaveBeenCalledTimes(2);
  });

  it("marks each widget's first mount on the page in the performance timeline, once, after the page's navigation start", async () => {
    const first = fakeWidget("timed-box");
    const second = fakeWidget("timed-card");
    document.body.innerHTML = `<div data-timed-box></div><div data-timed-box></div>`;
    lifecycle = createLifecycle([first.entry, second.entry]);
    lifecycle.start();
    await tick();
    document.body.insertAdjacentHTML("beforeend", `<div data-timed-box></div><div data-timed-card></div>`);
    await tick();
    expect(first.mounted.size).toBe(3);
    expect(performance.getEntriesByName("vitrine:mount:timed-box", "mark")).toHaveLength(1);
    expect(performance.getEntriesByName("vitrine:mount:timed-card", "mark")).toHaveLength(1);
    expect(performance.getEntriesByName("vitrine:mount:timed-box")[0]!.startTime).toBeGreaterThan(0);
  });

  it("mounts markup appended later and unmounts markup that is removed", async () => {
    const w = fakeWidget("box");
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    const list = document.createElement("ul");
    list.innerHTML = `<li data-box></li><li data-box></li>`;
    document.body.append(list);
    await tick();
    expect(w.mounted.size).toBe(2);
    list.firstElementChild!.remove();
    await tick();
    expect(w.mounted.size).toBe(1);
  });

  it("one element, one widget: the first entry that matches it, on start and in markup appended later", async () => {
    const prefetch = vi.fn();
    const store = fakeWidget("store");
    const tiles = fakeWidget("tile", "load", { prefetch });
    const product = { ...tiles.entry, selector: "[data-product]" };
    document.body.innerHTML = `<div data-store data-product id="s1"></div><div data-product id="t1"></div>`;
    lifecycle = createLifecycle([store.entry, product]);
    lifecycle.start();
    await tick();
    const later = document.createElement("section");
    later.innerHTML = `<div data-product id="t2"></div><div data-store data-product id="s2"></div>`;
    document.body.append(later);
    await tick();
    expect([...store.mounted].map((el) => el.id)).toEqual(["s1", "s2"]);
    expect([...tiles.mounted].map((el) => el.id)).toEqual(["t1", "t2"]);
    // Nothing of a store's root reaches the tiles' batch (no stock request for it).
    expect(prefetch.mock.calls.map(([elements]) => (elements as HTMLElement[]).map((el) => el.id))).toEqual([["t1"], ["t2"]]);
  });

  it("prefetches once per batch: markup appended together is one batch", async () => {
    const prefetch = vi.fn();
    const w = fakeWidget("tile", "load", { prefetch });
    document.body.innerHTML = `<div data-tile></div><div data-tile></div>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    await tick();
    const page = document.createDocumentFragment();
    for (let i = 0; i < 24; i++) page.append(document.createElement("div"));
    for (const el of page.children) el.setAttribute("data-tile", "");
    document.body.append(page);
    await tick();
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[0]![0]).toHaveLength(2);
    expect(prefetch.mock.calls[1]![0]).toHaveLength(24);
    expect(w.mounted.size).toBe(26);
  });

  it("isolates failures: a widget that throws never stops another element or widget", async () => {
    const errors: string[] = [];
    const off = on("error", (e) => errors.push(`${e.widget}: ${e.message}`));
    const broken = fakeWidget("broken", "load", {
      mount: () => {
        throw new Error("boom");
      },
    });
    const good = fakeWidget("good");
    const missing = {
      name: "missing",
      selector: "[data-missing]",
      hydrate: "load" as const,
      load: () => Promise.reject(new Error("chunk 404")),
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = `<div data-broken></div><div data-good></div><div data-missing></div><div data-good></div>`;
    lifecycle = createLifecycle([broken.entry, missing, good.entry]);
    lifecycle.start();
    await tick();
    off();
    expect(good.mounted.size).toBe(2);
    expect(errors.sort()).toEqual(["broken: boom", "missing: could not load the widget code: chunk 404"]);
  });

  it("hydrates `visible` widgets only when they intersect", async () => {
    const { observed, answer } = stubIntersectionObserver();
    const w = fakeWidget("lazy", "visible");
    document.body.innerHTML = `<div data-lazy id="a"></div><div data-lazy id="b"></div>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    // The observer's first answer: neither is in view.
    answer(observed[0]!, false);
    answer(observed[1]!, false);
    await tick();
    expect(w.load).not.toHaveBeenCalled();
    answer(observed[1]!, true);
    await tick();
    expect([...w.mounted].map((el) => el.id)).toEqual(["b"]);
    vi.unstubAllGlobals();
  });

  it("is not idle before the observer has said whether a `visible` widget is in view (a test's click would beat its code)", async () => {
    const { answer } = stubIntersectionObserver();
    const w = fakeWidget("form", "visible");
    document.body.innerHTML = `<form data-form></form>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    let idle = false;
    void whenIdle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    answer(document.querySelector("form")!, true);
    await whenIdle();
    expect(w.mounted.size).toBe(1);
    vi.unstubAllGlobals();
  });

  it("hydrates `interaction` widgets on first pointer or focus", async () => {
    const w = fakeWidget("menu", "interaction");
    document.body.innerHTML = `<button data-menu>Menu</button>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    await tick();
    expect(w.load).not.toHaveBeenCalled();
    document.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await tick();
    expect(w.mounted.size).toBe(1);
  });

  it("stop() unmounts everything and stops observing", async () => {
    const w = fakeWidget("box");
    document.body.innerHTML = `<div data-box></div>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    await tick();
    lifecycle.stop();
    expect(w.mounted.size).toBe(0);
    document.body.insertAdjacentHTML("beforeend", `<div data-box></div>`);
    await tick();
    expect(w.mounted.size).toBe(0);
  });

  it("waits for the page's load event before loading any widget code, even a widget that hydrates on `load`", async () => {
    const lazy = fakeWidget("lazy", "idle");
    const eager = fakeWidget("eager", "load");
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    document.body.innerHTML = `<div data-lazy></div><div data-eager></div>`;
    vi.useFakeTimers();
    lifecycle = createLifecycle([lazy.entry, eager.entry]);
    lifecycle.start();
    await vi.advanceTimersByTimeAsync(3000); // past the idle callback's 2 s deadline and its fallback
    vi.useRealTimers();
    expect(eager.load).not.toHaveBeenCalled();
    expect(lazy.load).not.toHaveBeenCalled();
    delete (document as { readyState?: string }).readyState; // back to the prototype's value
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(eager.mounted.size + lazy.mounted.size).toBe(2));
  });

  it("hundreds of mounts in time slices: what they place goes into the page together, before their mount events", async () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const writes: string[] = [];
    const seenAtMount: number[] = [];
    const mountedBeforeWrite: string[] = [];
    const w = fakeWidget("tile", "load", {
      mount: (el, place) => {
        now += 5; // each mount takes 5 ms: a slice (8 ms) holds two
        seenAtMount.push(writes.length);
        if (el.id === "t3") document.getElementById("t2")!.remove(); // mounted, not yet placed: torn down
        place!(() => writes.push(el.id));
        return () => {};
      },
    });
    const off = on("mount", ({ element }) => writes.includes(element.id) || mountedBeforeWrite.push(element.id));
    document.body.innerHTML = Array.from({ length: 100 }, (_, i) => `<div data-tile id="t${i}"></div>`).join("");
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    await tick();
    off();
    // 500 ms of mounting: the writes went in once 250 ms had passed and at the end, never once per slice.
    expect(seenAtMount.slice(0, 50)).toEqual(Array(50).fill(0));
    expect(new Set(seenAtMount).size).toBe(2);
    expect(mountedBeforeWrite).toEqual([]);
    expect(writes).toHaveLength(99);
    expect(writes).not.toContain("t2");
  });

  it("what widgets place is not scanned for markup; what the page added before it in the same task is", async () => {
    const box = fakeWidget("box");
    const tile = fakeWidget("tile", "load", {
      mount: (el, place) => {
        document.body.insertAdjacentHTML("beforeend", `<div data-box id="page-${el.id}"></div>`); // markup arriving
        place!(() => el.insertAdjacentHTML("beforeend", `<div data-box id="own-${el.id}"></div>`));
        return () => {};
      },
    });
    document.body.innerHTML = `<div data-tile id="a"></div><div data-tile id="b"></div>`;
    lifecycle = createLifecycle([box.entry, tile.entry]);
    lifecycle.start();
    await tick();
    await tick();
    expect([...box.mounted].map((el) => el.id).sort()).toEqual(["page-a", "page-b"]);
    expect(document.querySelectorAll("[id^=own-]")).toHaveLength(2);
  });

  it("skips elements removed before their code arrived", async () => {
    const w = fakeWidget("box");
    document.body.innerHTML = `<div data-box></div>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    document.querySelector("[data-box]")!.remove();
    await tick();
    expect(w.module.mount).not.toHaveBeenCalled();
  });
});

describe("`interaction` widgets: an activation while the code loads is held, then replayed", () => {
  function deferredWidget(name: string) {
    const w = fakeWidget(name, "interaction", {
      mount: vi.fn((el: HTMLElement) => {
        const open = (event: MouseEvent) => (event.preventDefault(), opened.push(el.id));
        el.addEventListener("click", open);
        return () => el.removeEventListener("click", open);
      }),
    });
    const opened: string[] = [];
    let arrive = () => {};
    w.load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({ default: w.module }))));
    return { ...w, opened, arrive: () => arrive() };
  }

  function activate(el: Element, init: MouseEventInit = {}): MouseEvent {
    el.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    el.dispatchEvent(click);
    return click;
  }

  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.cookie = "wcmmode=; max-age=0";
  });

  it("Enter right after focus: the click is held, and replayed once the code has mounted", async () => {
    const w = deferredWidget("buy");
    document.body.innerHTML = `<a data-buy id="t" href="/pages/product.html">Bag</a>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    const click = activate(document.getElementById("t")!);
    expect(click.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    w.arrive();
    await vi.advanceTimersByTimeAsync(50);
    expect(w.opened).toEqual(["t"]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(assign).not.toHaveBeenCalled();
    expect(w.opened).toEqual(["t"]);
  });

  it("code not mounted within 1.5 s: the link navigates to its own same-origin href", async () => {
    const w = deferredWidget("buy");
    document.body.innerHTML = `<a data-buy id="t" href="/pages/product.html">Bag</a>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    activate(document.getElementById("t")!);
    await vi.advanceTimersByTimeAsync(1499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${location.origin}/pages/product.html`);
    w.arrive();
    await vi.advanceTimersByTimeAsync(50);
    expect(w.opened).toEqual([]); // no replay after the navigation
  });

  it("never navigates off-site on the fallback", async () => {
    const w = deferredWidget("buy");
    document.body.innerHTML = `<a data-buy id="t" href="https://evil.example/p">Bag</a>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    activate(document.getElementById("t")!);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves a modified click (new tab) to the browser", async () => {
    const w = deferredWidget("buy");
    document.body.innerHTML = `<a data-buy id="t" href="/pages/product.html">Bag</a>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    expect(activate(document.getElementById("t")!, { ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it("§6 author mode: nothing is held or turned into navigation", async () => {
    document.cookie = "wcmmode=edit";
    const w = deferredWidget("buy");
    document.body.innerHTML = `<a data-buy id="t" href="/pages/product.html">Bag</a>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    expect(activate(document.getElementById("t")!).defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("an author editing data-* in place (AEM)", () => {
  it("remounts the instance when one of its schema's attributes changes; ignores others", async () => {
    const w = fakeWidget("box", "load", { attributes: ["data-box", "data-size"] });
    document.body.innerHTML = `<div data-box="a" data-size="1"></div>`;
    lifecycle = createLifecycle([w.entry]);
    lifecycle.start();
    await tick();
    expect(w.module.mount).toHaveBeenCalledTimes(1);
    const box = document.querySelector<HTMLElement>("[data-box]")!;
    box.dataset["size"] = "2";
    await tick();
    expect(w.module.mount).toHaveBeenCalledTimes(2);
    expect(w.mounted.size).toBe(1); // the first instance was torn down
    box.dataset["other"] = "x";
    box.className = "changed";
    box.dataset["size"] = "2"; // the same value again
    await tick();
    expect(w.module.mount).toHaveBeenCalledTimes(2);
    box.removeAttribute("data-box"); // no longer the widget's markup
    await tick();
    expect(w.module.mount).toHaveBeenCalledTimes(2);
    expect(w.mounted.size).toBe(0);
  });
});
