import { afterEach, describe, expect, it, vi } from "vitest";
import { emit, on } from "./events";
import { track } from "./tracking";
import { getPageConfig, readConfigBlock, setPageConfig } from "./page-config";

afterEach(() => {
  delete window.dataLayer;
  document.body.innerHTML = "";
});

describe("typed events", () => {
  it("delivers vitrine:* DOM events and returns an unsubscribe", () => {
    const seen: string[] = [];
    const off = on("error", (e) => seen.push(e.message));
    const dom = vi.fn();
    document.addEventListener("vitrine:error", dom);
    emit("error", { widget: "w", element: "div", message: "one" });
    off();
    emit("error", { widget: "w", element: "div", message: "two" });
    document.removeEventListener("vitrine:error", dom);
    expect(seen).toEqual(["one"]);
    expect(dom).toHaveBeenCalledTimes(2);
  });
});

describe("tracking", () => {
  it("emits vitrine:track and pushes to the dataLayer when the page has one", () => {
    window.dataLayer = [];
    const seen = vi.fn();
    const off = on("track", seen);
    track({ event: "load-more", partNumbers: ["VT1", "VT2"], page: 2, category: "all" });
    off();
    expect(seen).toHaveBeenCalledWith({ event: "load-more", partNumbers: ["VT1", "VT2"], page: 2, category: "all" });
    expect(window.dataLayer).toEqual([{ event: "load-more", partNumbers: ["VT1", "VT2"], page: 2, category: "all" }]);
  });

  it("works without a dataLayer", () => {
    expect(() => track({ event: "share", network: "x", url: "/p" })).not.toThrow();
  });
});

describe("page configuration object", () => {
  it("reads the JSON block; init() merges over it and announces the change", () => {
    document.body.innerHTML = `<script type="application/json" id="vitrine-config">{"apiDomain":"https://api.test","cache":false}</script>`;
    expect(readConfigBlock()).toBeUndefined();
    const changed = vi.fn();
    const off = on("config", changed);
    setPageConfig({ cache: true });
    off();
    expect(getPageConfig()).toMatchObject({ apiDomain: "https://api.test", cache: true });
    expect(changed).toHaveBeenCalledOnce();
  });

  it.each([
    ["{not json", /not valid JSON/],
    ["[1,2]", /must hold a JSON object/],
  ])("reports a bad block %j", (text, message) => {
    document.body.innerHTML = `<script type="application/json" id="vitrine-config">${text}</script>`;
    expect(readConfigBlock()).toMatch(message);
  });
});
