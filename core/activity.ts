// Counts the work a shopper (or a test) waits on: requests in flight, widget code loading, mounts queued. When
// the count stays at zero for a task, the runtime is idle: `vitrine:idle` fires and `whenIdle()` resolves. Tests wait
// on this instead of sleeping before a "nothing else happened" check.
import { emit } from "./events";

let pending = 0;
/** The idle check under way (its number; 0: none). */
let check = 0;
let checks = 0;
const waiters: Array<() => void> = [];
/** Calls back once the page's renderer has done what it has queued (core/render/host.tsx: React's scheduler). */
let rendered: (then: () => void) => void = (then) => then();

/** Adds the renderer's wait to every idle check: React renders in tasks of its own scheduler, which WebKit runs after
 * timer tasks queued later, so there the two tasks alone passed before a widget's view was on the page. */
export function waitForRenderer(wait: (then: () => void) => void): void {
  rendered = wait;
}

/** Marks one piece of work as started; the returned function ends it (calling it again does nothing). */
export function beginWork(): () => void {
  pending++;
  check = 0;
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
  return pending === 0 && check === 0;
}

/** Resolves once nothing is pending (at once when idle already). */
export function whenIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

// Work often chains (a response renders in a task of React's, the render starts a request): idle only when two
// whole tasks, then the renderer's queue, pass with nothing pending (work begun meanwhile ends this check).
function scheduleIdle(): void {
  const id = (check = ++checks);
  const after = (wait: (then: () => void) => unknown, then: () => void) => wait(() => check === id && then());
  const task = (then: () => void) => setTimeout(then, 0);
  after(task, () =>
    after(task, () =>
      after(rendered, () => {
        check = 0;
        for (const resolve of waiters.splice(0)) resolve();
        emit("idle", {});
      }),
    ),
  );
}
