import { afterEach, describe, expect, it } from "vitest";
import { createDebugModel, KEPT, shownUrl } from "./model";
import type { Instance, State } from "../lifecycle";

const instanceOf = (name: string, el: HTMLElement, state: State = "waiting") =>
  ({
    entry: { name, hydrate: "load", load: async () => ({ default: { mount: () => {} } }) },
    el,
    batch: { elements: [el], prefetched: false },
    state,
  }) as Instance;

/** A clock the test moves. */
function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("debug model", () => {
  it("follows an instance from waiting through loading to mounted, timing its mount from the start of loading", () => {
    const time = clock();
    const model = createDebugModel(time.now);
    const el = document.createElement("div");
    const instance = instanceOf("box", el);
    model.state(instance);
    expect(model.instances()).toEqual([{ name: "box", element: el, where: "div", state: "waiting", errors: [] }]);
    time.advance(100);
    instance.state = "loading";
    model.state(instance);
    expect(model.instances()[0]!.state).toBe("loading");
    time.advance(42);
    instance.state = "mounted";
    model.state(instance);
    expect(model.instances()[0]).toMatchObject({ state: "mounted", mountMs: 42 });
  });

  it("leaves the time unknown for an instance that mounted before the overlay saw it load, and drops one that is gone", () => {
    const model = createDebugModel(clock().now);
    const instance = instanceOf("box", document.createElement("div"), "mounted");
    model.state(instance);
    expect(model.instances()[0]).toMatchObject({ state: "mounted" });
    expect(model.instances()[0]!.mountMs).toBeUndefined();
    instance.state = "gone";
    model.state(instance);
    expect(model.instances()).toEqual([]);
  });

  it("ties a widget's error to the element it names, and to that instance only, not to a look-alike of another widget", () => {
    document.body.innerHTML = `<ul><li><article class="tile" id="a"></article></li><li><article class="tile" id="b"></article></li></ul>`;
    const [a, b] = [document.getElementById("a")!, document.getElementById("b")!];
    const model = createDebugModel(clock().now);
    const first = instanceOf("tile-labels", a, "failed");
    const second = instanceOf("tile-labels", b, "mounted");
    const other = instanceOf("quick-buy", b, "waiting");
    for (const instance of [first, second, other]) model.state(instance);
    model.error({ widget: "tile-labels", element: "article#b", attribute: "data-price", message: "expected a number" });
    expect(model.errors()).toEqual([
      { detail: { widget: "tile-labels", element: "article#b", attribute: "data-price", message: "expected a number" }, element: b },
    ]);
    expect(model.instances().map((row) => [row.name, row.element.id, row.errors])).toEqual([
      ["tile-labels", "a", []],
      ["tile-labels", "b", ["expected a number"]],
      ["quick-buy", "b", []],
    ]);
  });

  it("finds the element of an error no instance holds by its description; a runtime error names none", () => {
    document.body.innerHTML = `<main><section class="shelf"></section></main>`;
    const model = createDebugModel(clock().now);
    model.error({ widget: "listing", element: "main > section.shelf", message: "prefetch failed" });
    model.error({ source: "configuration", message: "#vitrine-config is not valid JSON" });
    model.error({ widget: "listing", element: "not a [selector", message: "odd" });
    expect(model.errors().map((row) => row.element)).toEqual([document.querySelector("section.shelf"), undefined, undefined]);
  });

  it(`keeps the latest ${KEPT} requests`, () => {
    const model = createDebugModel(clock().now);
    for (let i = 0; i < KEPT + 3; i++) model.request({ method: "GET", url: `/r/${i}`, status: 200, ms: i });
    expect(model.requests()).toHaveLength(KEPT);
    expect(model.requests()[0]!.url).toBe("/r/3");
    expect(model.requests().at(-1)!.url).toBe(`/r/${KEPT + 2}`);
  });

  it("shows a request's path and query on this site without the cache-buster, and the origin of another site", () => {
    expect(shownUrl(`${location.origin}/api/stock?part=P1&_=1700000000000`)).toBe("/api/stock?part=P1");
    expect(shownUrl("https://api.example.com/cart?_=1")).toBe("https://api.example.com/cart");
  });
});
