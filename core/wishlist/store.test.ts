// The one wishlist store (§1 guest wishlist, §6 guests and logged-in customers): a guest's list on the device, the
// account's on the server (in order, a failed change put back and told), the session deciding which, the login merge's
// device half; the shared link (§2 wishlist-share) checked on read.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import { whenIdle } from "../activity";
import { on } from "../events";
import { ensureSession } from "../session";
import { wishlist } from "../store";
import {
  DEVICE_KEY,
  deviceItemsForMerge,
  followWishlist,
  forgetMergedItems,
  loadWishlist,
  resetWishlist,
  setInWishlist,
  toggleWishlist,
  wishlistProblem,
} from "./store";
import { readSharedItems, shareLink } from "./share";

const device = () => JSON.parse(localStorage.getItem(DEVICE_KEY) ?? "null") as unknown;

beforeEach(() => {
  localStorage.clear();
  serverSession("guest");
  resetWishlist();
  resetAccounts();
});
afterEach(async () => {
  await whenIdle();
  serverSession("guest");
});

describe("a guest's wishlist, kept on this device", () => {
  it("adds and removes at once, keeps it on the device, and says so (vitrine:wishlist)", async () => {
    const events: unknown[] = [];
    const stop = on("wishlist", (e) => events.push(e));
    await loadWishlist();
    toggleWishlist("VT10001");
    toggleWishlist("VT10002");
    toggleWishlist("VT10001");
    stop();
    expect(wishlist.value).toEqual(["VT10002"]);
    expect(device()).toEqual({ items: ["VT10002"] });
    expect(events).toEqual([
      { reason: "load", items: [], onDevice: true },
      { reason: "add", items: ["VT10001"], onDevice: true },
      { reason: "add", items: ["VT10001", "VT10002"], onDevice: true },
      { reason: "remove", items: ["VT10002"], onDevice: true },
    ]);
  });

  it("reads the device through its schema: bad items dropped, repeats once; unreadable data is reported and read as empty", async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: ["VT1", "VT1", "VT2"] }));
    expect(await loadWishlist()).toEqual(["VT1", "VT2"]);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const bad of ["{nope", JSON.stringify({ items: ["<img src=x onerror=alert(1)>"] }), JSON.stringify(["VT1"])]) {
      localStorage.setItem(DEVICE_KEY, bad);
      expect(await loadWishlist()).toEqual([]);
    }
    expect(errors).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledWith("[vitrine] wishlist: the wishlist kept on this device is unreadable; it is read as empty");
  });

  it("a device that will not keep it: the list lasts the visit, and that is said", async () => {
    await loadWishlist();
    const refuse = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    setInWishlist("VT10001", true);
    refuse.mockRestore();
    expect(wishlist.value).toEqual(["VT10001"]);
    expect(wishlistProblem.value).toEqual({ kind: "not-kept" });
  });

  it("50 items at most: the 51st is refused and said", async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => `X${i}`) }));
    await loadWishlist();
    setInWishlist("VT10001", true);
    expect(wishlist.value).toHaveLength(50);
    expect(wishlistProblem.value).toEqual({ kind: "full", item: "VT10001" });
  });

  it("another tab's change is followed; the login sends the device's items, which are forgotten once merged", async () => {
    followWishlist();
    await whenIdle();
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: ["VT1", "VT2"] }));
    dispatchEvent(new StorageEvent("storage", { key: DEVICE_KEY }));
    expect(wishlist.value).toEqual(["VT1", "VT2"]);
    expect(deviceItemsForMerge()).toEqual(["VT1", "VT2"]);
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: ["VT1", "VT2", "VT3"] })); // added meanwhile, elsewhere
    forgetMergedItems(["VT1", "VT2"]);
    expect(device()).toEqual({ items: ["VT3"] });
  });
});

describe("a logged-in shopper's wishlist, the account's", () => {
  async function asVic() {
    serverSession("vic");
    await ensureSession();
    await loadWishlist();
  }

  it("shows a change at once and sends them in order: add, remove, add of one item ends as the server has it", async () => {
    await asVic();
    toggleWishlist("VT10001");
    toggleWishlist("VT10001");
    toggleWishlist("VT10001");
    expect(wishlist.value).toEqual(["VT10001"]);
    await whenIdle();
    expect(wishlist.value).toEqual(["VT10001"]);
    expect(await (await fetch("/wishlist")).json()).toEqual({ items: ["VT10001"] });
    expect(deviceItemsForMerge()).toEqual([]);
  });

  it.each([
    ["500", () => HttpResponse.json({ error: "down" }, { status: 500 }), { kind: "failed", item: "VT10001" }],
    ["a malformed 200", () => HttpResponse.json({ items: "VT10001" }), { kind: "failed", item: "VT10001" }],
    ["409 full", () => HttpResponse.json({ error: "wishlist full", limit: 50 }, { status: 409 }), { kind: "full", item: "VT10001" }],
  ])("a refused add (%s) is put back as the server has it, and said", async (_name, answer, problem) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await asVic();
    server.use(mock.post("*/wishlist/add", answer));
    toggleWishlist("VT10001");
    expect(wishlist.value).toEqual(["VT10001"]);
    await whenIdle();
    expect(wishlist.value).toEqual([]);
    expect(wishlistProblem.value).toEqual(problem);
  });

  it("an add that never answers gives up after 8 s: put back and said", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await asVic();
    server.use(mock.post("*/wishlist/add", () => new Promise<Response>(() => {})));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    toggleWishlist("VT10001");
    expect(wishlist.value).toEqual(["VT10001"]);
    await vi.advanceTimersByTimeAsync(8001);
    await vi.runAllTimersAsync(); // the runtime's idle check
    vi.useRealTimers();
    expect(wishlist.value).toEqual([]);
    expect(wishlistProblem.value).toEqual({ kind: "failed", item: "VT10001" });
  });

  it.each([
    ["500", () => HttpResponse.json({ error: "down" }, { status: 500 })],
    ["a malformed 200", () => HttpResponse.json({ items: [1] })],
    ["no answer", () => new Promise<Response>(() => {})],
  ])("a failed remove (%s) puts the item back as the server has it, and says so; pressed again it works", async (name, answer) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serverSession("client");
    await ensureSession();
    await loadWishlist();
    server.use(mock.post("*/wishlist/remove", answer));
    if (name === "no answer") vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    toggleWishlist("VT10012");
    expect(wishlist.value).toEqual(["VT10016"]);
    if (name === "no answer") {
      await vi.advanceTimersByTimeAsync(8001);
      await vi.runAllTimersAsync(); // the runtime's idle check
      vi.useRealTimers();
    }
    await whenIdle();
    expect(wishlist.value).toEqual(["VT10012", "VT10016"]);
    expect(wishlistProblem.value).toEqual({ kind: "failed", item: "VT10012" });
    server.resetHandlers(); // the service is back: the same press works
    toggleWishlist("VT10012");
    await whenIdle();
    expect(wishlist.value).toEqual(["VT10016"]);
    expect(await (await fetch("/wishlist")).json()).toEqual({ items: ["VT10016"] });
  });

  it("a list that cannot be read keeps the last one and says so; loading again works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serverSession("client");
    await ensureSession();
    server.use(mock.get("*/wishlist", () => HttpResponse.json({ error: "down" }, { status: 503 })));
    await expect(loadWishlist()).rejects.toMatchObject({ status: 503 });
    expect(wishlistProblem.value).toEqual({ kind: "load-failed" });
    server.resetHandlers();
    expect(await loadWishlist()).toEqual(["VT10012", "VT10016"]);
    expect(wishlistProblem.value).toBeNull();
  });

  it("a login (the session's account changes) shows the account's list", async () => {
    followWishlist();
    await whenIdle();
    expect(wishlist.value).toEqual([]);
    serverSession("client");
    await ensureSession();
    await whenIdle();
    expect(wishlist.value).toEqual(["VT10012", "VT10016"]);
  });
});

describe("§2 wishlist-share: the list in the link, checked on read", () => {
  it("writes the items in their order on the site's share page", () => {
    expect(shareLink(["VT1", "VT2", "<x>"], { origin: "https://shop.example", siteRoot: "/it/it/" })).toBe(
      "https://shop.example/it/it/wishlist-share.html?items=VT1%2CVT2",
    );
  });

  it.each([
    ["?items=VT1,VT2", ["VT1", "VT2"], 0],
    ["?items=VT1,,VT1, VT2 ", ["VT1", "VT2"], 1],
    ["?items=VT1,%3Cscript%3E,javascript:alert(1),../x", ["VT1"], 3],
    ["?other=1", [], 0],
    [`?items=${Array.from({ length: 52 }, (_, i) => `X${i}`).join(",")}`, Array.from({ length: 50 }, (_, i) => `X${i}`), 2],
  ])("%s → %j, %i not shown", (search, items, dropped) => {
    expect(readSharedItems(search)).toEqual({ items, dropped });
  });
});
