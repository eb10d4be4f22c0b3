// §4 "Load more (generic listings)": reset, turn-off, hide and disable; auto-load within the offset (§9: 500 px).
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOAD_MORE_ON, loadMoreAfter, watchApproach, type LoadMoreState } from "./load-more";

describe("loadMoreAfter (§4: active and visible states driven by the events)", () => {
  const off: LoadMoreState = { active: false, visible: false };
  it.each([
    // [from, action, to]
    [LOAD_MORE_ON, "reset", LOAD_MORE_ON],
    [off, "reset", LOAD_MORE_ON],
    [LOAD_MORE_ON, "turn-off", off],
    [LOAD_MORE_ON, "hide", { active: true, visible: false }],
    [LOAD_MORE_ON, "disable", { active: false, visible: true }],
    [{ active: true, visible: false }, "disable", off],
    [{ active: false, visible: true }, "hide", off],
  ] as const)("%j + %s → %j", (from, action, to) => expect(loadMoreAfter(from, action)).toEqual(to));
});

describe("watchApproach (auto-load when the bound element comes within the offset)", () => {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    observed = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit,
    ) {
      instances.push(this);
    }
    observe(el: Element) {
      this.observed.add(el);
    }
    unobserve(el: Element) {
      this.observed.delete(el);
    }
    disconnect() {
      this.observed.clear();
    }
    report(isIntersecting: boolean) {
      const target = [...this.observed][0]!;
      this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }
  afterEach(() => {
    instances.length = 0;
    vi.unstubAllGlobals();
  });

  it("extends the viewport's bottom by the offset and calls back only when near", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const link = document.createElement("a");
    const near = vi.fn();
    const approach = watchApproach(link, 500, near);
    const observer = instances[0]!;
    expect(observer.options.rootMargin).toBe("0px 0px 500px 0px");
    expect(observer.observed.has(link)).toBe(true);
    observer.report(false);
    expect(near).not.toHaveBeenCalled();
    observer.report(true);
    expect(near).toHaveBeenCalledTimes(1);
    approach.recheck(); // observed anew: the browser reports the current state again
    expect(observer.observed.has(link)).toBe(true);
    approach.disconnect();
    expect(observer.observed.size).toBe(0);
  });

  it("never auto-loads in authoring mode (§6): the button stays a button", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    history.replaceState(null, "", "?wcmmode=edit");
    try {
      watchApproach(document.createElement("a"), 500, vi.fn());
      expect(instances).toHaveLength(0);
    } finally {
      history.replaceState(null, "", location.pathname);
    }
  });
});
