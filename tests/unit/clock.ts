// A fake clock for tests that would otherwise wait on the runtime's timers in real time: above all a failed GET's
// retry backoff (core/http.ts: two sleeps of 150–600 ms, 0.5–1 s for each failure a test shows), a widget's animation
// delays, and the frames and tasks the lifecycle waits before loading widget code. The page's timers run on the fake
// clock; the test moves it on, timer by timer, until what it waits for has happened, so a run takes as long as its CPU
// work and never depends on how busy the machine is.
//
// Faked: the timers the runtime waits on. Left real: Date and performance (what the runtime reads the time for:
// cache-busting, a tile's "available soon", happy-dom's cookie expiry), setImmediate (React's act() keeps the first
// one it sees), nextTick and queueMicrotask. msw/node answers a request in microtasks, so no request is in flight
// across a timer; the only real waits left are modules being loaded, and `runClockUntil` waits for those first.
import { act } from "react";
import { vi } from "vitest";
import { isIdle, whenIdle } from "../../core/activity";

const FAKED = [
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
] as const;

/** The page's timers run on the fake clock until `vi.useRealTimers()`. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: [...FAKED] });
}

/** Timers a test may take to get somewhere (each fires in a step of its own); more means it never gets there. */
const STEP_LIMIT = 5000;

/**
 * Moves the fake clock on, one timer at a time, until `until` has resolved, or (a function) returns without throwing.
 * Before each timer fires, every module being imported has loaded, and React has rendered what the timer before it
 * caused (each step is an act()): as on a page whose network and CPU are infinitely fast. Throws the function's
 * last error, or names `what`, if it does not get there within STEP_LIMIT timers.
 */
export async function runClockUntil(until: Promise<unknown> | (() => unknown), what = "the page"): Promise<void> {
  let done: () => boolean;
  let failure: unknown;
  if (typeof until === "function") {
    done = () => {
      try {
        until();
        return true;
      } catch (error) {
        failure = error;
        return false;
      }
    };
  } else {
    let settled = false;
    const mark = () => void (settled = true);
    until.then(mark, mark);
    done = () => settled;
  }
  for (let step = 0; ; step++) {
    await act(() => vi.dynamicImportSettled()); // also a real task: the microtasks queued so far have run
    if (done()) return;
    if (step === STEP_LIMIT) throw failure ?? new Error(`${what}: not there after ${STEP_LIMIT} timers of the fake clock`);
    await act(async () => {
      if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    });
  }
}

/** Moves the fake clock on until the runtime is idle (core/activity.ts), and still idle once React has rendered what
 * the last of the work caused. */
export async function runClockUntilIdle(what: string): Promise<void> {
  do await runClockUntil(whenIdle(), what);
  while (!isIdle());
}
