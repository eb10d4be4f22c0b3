// The notification banner hydrated the real way (happy-dom): the §8 developer error, the dismiss control, the named
// call to action, the timer that pauses while the shopper is in the banner.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { on, type VitrineEvents } from "../../core/events";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { spyOnConsoleErrors } from "../../tests/unit/stories";
import { bannerHtml } from "../../fixtures/server/screens/stores";

const entry = { name: "notification-banner", selector: "[data-notification-banner]", load: () => import("./index") };
const errors = spyOnConsoleErrors();

afterEach(() => {
  vi.useRealTimers();
  teardown();
});

const page = (html: string) => `<main>${html}</main>`;

describe("notification banner", () => {
  it("§8: without a message it reports 'missing required argument `message`' and stays as the server drew it", async () => {
    const seen: VitrineEvents["error"][] = [];
    const off = on("error", (e) => seen.push(e));
    await hydrate(entry, page(bannerHtml({ bannerTitle: "Sale" }, "en")), "/pages/banners.html");
    off();
    expect(seen).toMatchObject([
      { widget: "notification-banner", attribute: "data-message", message: "missing required argument `message`" },
    ]);
    expect(errors.messages()[0]).toContain("missing required argument `message`");
    expect(document.querySelector("[data-banner-ready]")).toBeNull();
  });

  it("a banner that stays is announced politely; dismissing it hides it and keeps focus on the page", async () => {
    await hydrate(
      entry,
      page(bannerHtml({ bannerTitle: "Shipping", message: "Free this week", isPushing: true }, "en")),
      "/pages/banners.html",
    );
    const banner = document.querySelector<HTMLElement>("[data-notification-banner]")!;
    const live = banner.querySelector("[role=status]")!;
    await vi.waitFor(() => expect(live.textContent).toBe("Shipping. Free this week"));
    const dismissals: VitrineEvents["banner"][] = [];
    const off = on("banner", (e) => dismissals.push(e));
    const dismiss = banner.querySelector<HTMLButtonElement>("[data-banner-dismiss]")!;
    expect(dismiss.getAttribute("aria-label")).toBe("Close notification");
    dismiss.focus();
    act(() => dismiss.click());
    off();
    expect(banner.hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector("main"));
    expect(dismissals).toEqual([{ action: "dismiss", byHand: true }]);
  });

  it("the call to action sends its callback's name, never runs code", async () => {
    await hydrate(entry, page(bannerHtml({ message: "Sale", ctaText: "Sign in", callback: "openLogin" }, "en")), "/pages/banners.html");
    const seen: VitrineEvents["banner"][] = [];
    const off = on("banner", (e) => seen.push(e));
    act(() => document.querySelector<HTMLButtonElement>("[data-banner-cta]")!.click());
    off();
    expect(seen).toEqual([{ action: "cta", byHand: true, callback: "openLogin" }]);
  });

  it("a callback that is not a name is reported by attribute", async () => {
    const seen: VitrineEvents["error"][] = [];
    const off = on("error", (e) => seen.push(e));
    await hydrate(entry, page(bannerHtml({ message: "Sale", ctaText: "Go", callback: "alert(1)" }, "en")), "/pages/banners.html");
    off();
    expect(seen).toMatchObject([{ widget: "notification-banner", attribute: "data-callback" }]);
  });

  it("a timed banner is an alert, dismisses itself after `timing` ms, and waits while pointed at", async () => {
    await hydrate(entry, page(bannerHtml({ message: "Saved", timing: 5000 }, "en")), "/pages/banners.html");
    const banner = document.querySelector<HTMLElement>("[data-notification-banner]")!;
    expect(banner.querySelector("[role=alert]")).not.toBeNull();
    // The hydration's timer started with real time; the rest of this test runs on fake time from a fresh mount.
    teardown();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    document.body.innerHTML = page(bannerHtml({ message: "Saved", timing: 5000 }, "en"));
    const { default: module } = await import("./index");
    const undo = module.mount(document.querySelector<HTMLElement>("[data-notification-banner]")!) || undefined;
    const again = document.querySelector<HTMLElement>("[data-notification-banner]")!;
    vi.advanceTimersByTime(3000);
    again.dispatchEvent(new Event("pointerenter"));
    vi.advanceTimersByTime(10_000);
    expect(again.hidden).toBe(false);
    again.dispatchEvent(new Event("pointerleave"));
    vi.advanceTimersByTime(1999);
    expect(again.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(again.hidden).toBe(true);
    undo?.();
  });

  it("a pushing banner never dismisses itself (it would move the page)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    document.body.innerHTML = page(bannerHtml({ message: "Saved", timing: 1000, isPushing: true }, "en"));
    const { default: module } = await import("./index");
    const banner = document.querySelector<HTMLElement>("[data-notification-banner]")!;
    const undo = module.mount(banner) || undefined;
    vi.advanceTimersByTime(60_000);
    expect(banner.hidden).toBe(false);
    expect(banner.querySelector("[role=status]")).not.toBeNull();
    undo?.();
  });
});
