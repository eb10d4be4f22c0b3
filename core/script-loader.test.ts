// The one third-party script loader: https or same-origin only, once per URL, a timeout, a retry after a
// failure.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freshModuleUrl, loadModule, loadScript, resetScriptLoads, ScriptLoadError, scriptSource } from "./script-loader";
import standInUrl from "./maps/stand-in?chunk-url";

afterEach(() => {
  vi.useRealTimers();
  resetScriptLoads();
});

describe("scriptSource", () => {
  const page = "https://shop.example/pages/x.html";
  it.each([
    ["https://maps.googleapis.com/maps/api/js", "https://maps.googleapis.com/maps/api/js"],
    ["/fixture-vendor/live-chat.js", "https://shop.example/fixture-vendor/live-chat.js"],
    ["http://maps.example/js", null],
    ["javascript:alert(1)", null],
    ["data:text/javascript,alert(1)", null],
    ["//evil.example/x.js", null],
    ["https://user:pw@evil.example/x.js", null],
    ["", null],
  ])("%j → %j", (value, want) => expect(scriptSource(value, page)).toBe(want));
});

// happy-dom does not run scripts (it fails them at once): the script element is caught on its way into the head, and
// the test plays the browser's load, error or silence.
let appended: HTMLScriptElement[] = [];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => void appended.push(...(nodes as HTMLScriptElement[])));
});
const script = () => appended.at(-1) ?? null;

describe("loadScript", () => {
  it("refuses what is not https or same-origin, without adding a script", async () => {
    await expect(loadScript("javascript:alert(1)", { timeoutMs: 100 })).rejects.toMatchObject({ kind: "refused" });
    expect(appended).toEqual([]);
  });

  it("loads once per URL; a timeout rejects and removes the script, and a later call tries again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = loadScript("/vendor/chat.js", { timeoutMs: 5000 });
    expect(loadScript("/vendor/chat.js", { timeoutMs: 5000 })).toBe(first);
    expect(script()?.src).toMatch(/\/vendor\/chat\.js$/);
    vi.advanceTimersByTime(5000);
    await expect(first).rejects.toBeInstanceOf(ScriptLoadError);
    await expect(first).rejects.toMatchObject({ kind: "timeout" });
    expect(appended).toHaveLength(1);
    const again = loadScript("/vendor/chat.js", { timeoutMs: 5000 });
    expect(again).not.toBe(first);
    script()!.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBeUndefined();
  });

  it("with `ready`, resolves when the API says it has started, not on the load event", async () => {
    let started: () => void = () => {};
    const load = loadScript("/vendor/maps.js", { timeoutMs: 5000, ready: (done) => (started = done) });
    script()!.dispatchEvent(new Event("load"));
    let settled = false;
    void load.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    started();
    await expect(load).resolves.toBeUndefined();
  });

  it("a script that loads but does not provide what is needed rejects as empty, and a later call fetches it again", async () => {
    let offered = false;
    const first = loadScript("/vendor/outage.js", { timeoutMs: 5000, provides: () => offered });
    script()!.dispatchEvent(new Event("load"));
    await expect(first).rejects.toMatchObject({ kind: "empty", message: expect.stringMatching(/^nothing usable from .*outage\.js$/) });
    const again = loadScript("/vendor/outage.js", { timeoutMs: 5000, provides: () => offered });
    expect(again).not.toBe(first);
    expect(appended).toHaveLength(2);
    offered = true;
    script()!.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBeUndefined();
  });

  it("a failing script rejects as failed", async () => {
    const load = loadScript("/vendor/broken.js", { timeoutMs: 5000 });
    script()!.dispatchEvent(new Event("error"));
    await expect(load).rejects.toMatchObject({ kind: "failed" });
  });
});

describe("loadModule (our own on-demand chunks)", () => {
  it("a fresh URL after each failure: the browser keeps a failed or pending module under its URL", () => {
    expect(freshModuleUrl("https://shop.example/dist/chunks/stand-in-abc.js", 0)).toBe("https://shop.example/dist/chunks/stand-in-abc.js");
    expect(freshModuleUrl("https://shop.example/dist/chunks/stand-in-abc.js", 2)).toBe(
      "https://shop.example/dist/chunks/stand-in-abc.js?vitrine-retry=2",
    );
    expect(freshModuleUrl("/core/maps/stand-in.ts?v=1", 1)).toBe("/core/maps/stand-in.ts?v=1&vitrine-retry=1");
  });

  it("loads once; a failure is forgotten and the next call asks under a fresh URL", async () => {
    const missing = "/core/maps/no-such-adapter.ts";
    await expect(loadModule(missing, { timeoutMs: 5000 })).rejects.toMatchObject({ kind: "failed", url: missing });
    await expect(loadModule(missing, { timeoutMs: 5000 })).rejects.toMatchObject({ kind: "failed", url: `${missing}?vitrine-retry=1` });
    const first = loadModule<typeof import("./maps/stand-in")>(standInUrl, { timeoutMs: 5000 });
    expect(loadModule(standInUrl, { timeoutMs: 5000 })).toBe(first);
    expect(typeof (await first).standInAdapter).toBe("function");
  });
});
