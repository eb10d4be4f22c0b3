// Counts the work a shopper (or a test) waits on: requests in flight, widget code loading, mounts queued. When
// the count stays at zero for a task, the runtime is idle: `vitrine:idle` fires and `whenIdle()` resolves. Tests wait
// on this instead of sleeping before a "nothing else happened" check.
import { emit } from "./events";

let pending = 0;
let check: ReturnType<typeof setTimeout> | undefined;
const waiters: Array<() => void> = [];

/** Marks one piece of work as started; the returned function ends it (calling it again does nothing). */
export function beginWork(): () => void {
  pending++;
  if (check !== undefined) clearTimeout(check);
  check = undefined;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending--;
    if (pending === 0) scheduleIdle();
  };
}

/** Counts `promise` as work until it settles; returns it unchanged. */
export function trackWork<T>(promise: Promise<T>): Promise<T> {
  const end = beginWork();
  promise.then(end, end);
  return promise;
}

export function isIdle(): boolean {
  return pending === 0 && check === undefined;
}

/** Resolves once nothing is pending (at once when idle already). */
export function whenIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

// Work often chains (a response renders in a task of React's, the render starts a request): idle only when two
// whole tasks pass with nothing pending.
function scheduleIdle(hops = 2): void {
  check = setTimeout(() => {
    check = undefined;
    if (pending !== 0) return;
    if (hops > 1) return scheduleIdle(hops - 1);
    for (const resolve of waiters.splice(0)) resolve();
    emit("idle", {});
  }, 0);
}
