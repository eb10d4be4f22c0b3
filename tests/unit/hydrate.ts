// Puts server markup on the page at a URL and hydrates one widget through the real lifecycle (happy-dom tests).
import { act } from "react";
import { vi } from "vitest";
import { createLifecycle, type Lifecycle, type WidgetEntry } from "../../core/lifecycle";
import { on } from "../../core/events";
import { isIdle, whenIdle } from "../../core/activity";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { runClockUntil, runClockUntilIdle } from "./clock";

let current: Lifecycle | undefined;

/** `market` is the `static-country` cookie (default us: English texts). `entry` is the widget, or several (a page of
 * the whole registry). */
export async function hydrate(
  entry: Omit<WidgetEntry, "hydrate"> | readonly Omit<WidgetEntry, "hydrate">[],
  markup: string,
  url: string,
  { market = "us", config = {} }: { market?: string; config?: Record<string, unknown> } = {},
): Promise<void> {
  document.cookie = `static-country=${market}`;
  setPageConfig(config); // the store re-reads the cookie
  history.replaceState(null, "", url);
  document.body.innerHTML = markup;
  current = createLifecycle((Array.isArray(entry) ? entry : [entry]).map((e: Omit<WidgetEntry, "hydrate">) => ({ ...e, hydrate: "load" })));
  const settled = new Promise<void>((resolve) => {
    const stop = [on("mount", done), on("error", done)];
    function done() {
      stop.forEach((off) => off());
      resolve();
    }
  });
  if (vi.isFakeTimers()) {
    // On the test's fake clock (tests/unit/clock.ts): moved on until the widget is up and nothing is pending, and
    // still nothing once React has rendered what the last of the work caused.
    act(() => current!.start());
    await runClockUntil(settled, "the widget mounts");
    await runClockUntilIdle("the widget settles");
    return;
  }
  await act(async () => {
    current!.start();
    await settled;
    await whenIdle(); // the view's effects and their requests
  });
}

/** Waits, inside act, until the runtime is idle (requests answered, code loaded, mounts done: core/activity.ts), and
 * still idle once React has committed what followed: a signal to wait on, never a fixed time a busy machine overruns. */
export async function settle(): Promise<void> {
  do await act(() => whenIdle());
  while (!isIdle());
}

export function teardown(): void {
  act(() => {
    current?.stop();
    unmountHost();
  });
  current = undefined;
  document.body.innerHTML = "";
  document.cookie = "static-country=; max-age=0";
}
