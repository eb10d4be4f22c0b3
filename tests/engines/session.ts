// What a flow can do in a browser, the same in every engine: WebKitGTK over classic WebDriver (webkit.ts), Firefox over
// WebDriver BiDi and Chromium over CDP (puppeteer.ts). Page code is a function serialised with its JSON arguments.

export type Engine = "webkit" | "firefox" | "chromium";

export interface Cookie {
  name: string;
  value: string;
}

/** A key a flow presses (the few the flows need, with their WebDriver code points in webkit.ts). */
export type Key = "Enter" | "Escape" | "Tab" | "ArrowLeft" | "ArrowRight" | "Space";

/** One browser page of one engine. */
export abstract class Session {
  abstract readonly engine: Engine;
  /** Sets these cookies for the fixture origin, then navigates and resolves once the page's `load` event has fired. */
  abstract open(path: string, cookies?: readonly Cookie[]): Promise<void>;
  /** Evaluates an expression in the page; resolves to its (awaited, JSON) value. */
  abstract evaluate(source: string): Promise<unknown>;
  /** A click through the engine's own input (scrolled into view, hit-tested) on the first element matching `selector`. */
  abstract click(selector: string): Promise<void>;
  /** Types `text` into the element (focused by a click first), as keystrokes. */
  abstract type(selector: string, text: string): Promise<void>;
  /** Picks the option of `value` in a `<select>`, as a shopper does (change and input events). */
  abstract choose(selector: string, value: string): Promise<void>;
  /** Presses a key on the focused element. */
  abstract press(key: Key): Promise<void>;
  /** Console errors, uncaught errors, CSP violations and `vitrine:error` events since the page opened. */
  abstract problems(): Promise<string[]>;
  abstract close(): Promise<void>;

  /** Runs `fn` in the page with `args` (JSON) and resolves to its (awaited, JSON) result. `fn` must be self-contained:
   * it is sent as source text. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.evaluate(callSource(fn, args)) as Promise<Awaited<R>>;
  }

  /** Resolves to `check`'s first truthy result, checked on every DOM change and every 50 ms (state that is not in the
   * DOM: a video's time); rejects after `WAIT_MS` naming `what` and the last result. */
  until<A extends unknown[], R>(what: string, check: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const call = `(${waitFor.toString()})(() => ${callOf(check as AnyFunction, args)}, ${JSON.stringify(what)}, ${WAIT_MS})`;
    return this.evaluate(withNames(call)) as Promise<Awaited<R>>;
  }

  /** Resolves once `widget` has mounted on the page (its `vitrine:mount:{widget}` mark, core/mounting.ts) and the
   * runtime is idle (core/activity.ts): nothing loading, requested or queued. */
  async mounted(widget: string): Promise<void> {
    await this.until(`${widget} mounted`, (name: string) => performance.getEntriesByName(`vitrine:mount:${name}`).length > 0, widget);
    await this.idle();
  }

  /** Resolves once the runtime is idle: no request in flight, no widget code loading, no mount queued. */
  async idle(): Promise<void> {
    await this.run(() => window.vitrine!.whenIdle());
  }
}

/** How long a flow waits for one outcome: generous, as a loaded machine is slow, and failing only when it never comes. */
export const WAIT_MS = 30_000;

/** In-page: the wait loop of `Session.until`. */
function waitFor(check: () => unknown, what: string, timeout: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let last: unknown;
    const observer = new MutationObserver(() => test());
    const poll = setInterval(() => test(), 50);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`));
    }, timeout);
    function stop(): void {
      observer.disconnect();
      clearInterval(poll);
      clearTimeout(timer);
    }
    function test(): void {
      try {
        last = check();
      } catch (error) {
        last = String(error);
        return;
      }
      if (!last) return;
      stop();
      resolve(last);
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    test();
  });
}

/** In-page helpers every page function may call (`callSource` defines them in the page under these names). */
export const text = (selector: string): string | null => document.querySelector(selector)?.textContent?.trim() ?? null;
export const attribute = (selector: string, name: string): string | null => document.querySelector(selector)?.getAttribute(name) ?? null;

/**
 * The source of an expression that calls `fn` with `args` and evaluates to its result (a promise when async), with the
 * page helpers above in scope. tsx compiles the flows with esbuild's keepNames, which wraps named inner functions in
 * `__name(…)`: the page has no such helper, so the expression brings a no-op one.
 */
export function callSource(fn: AnyFunction, args: readonly unknown[]): string {
  return withNames(callOf(fn, args));
}

type AnyFunction = (...args: never[]) => unknown;
const callOf = (fn: AnyFunction, args: readonly unknown[]) => `(${fn.toString()})(...${JSON.stringify(args)})`;
const PRELUDE = `const __name = (f) => f; const text = ${text.toString()}; const attribute = ${attribute.toString()};`;
const withNames = (expression: string) => `(() => { ${PRELUDE} return ${expression}; })()`;

/**
 * In-page: records what the page reports as wrong (uncaught errors and rejections, CSP and Trusted Types violations,
 * the error funnel's `vitrine:error`) in `window.__engineProblems`. Installed before the page's scripts where the
 * engine allows it (puppeteer's preload script), right after `load` in WebKit (classic WebDriver has no preload, and
 * WebKit's ReportingObserver does not replay earlier violations): widget code only loads after `load`, so what WebKit
 * misses is the bootloader's first task, which the Chromium suite watches.
 */
export function recordProblems(): void {
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const problems: string[] = (w.__engineProblems = []);
  const note = (text: string) => problems.push(text);
  window.addEventListener("error", (e) => note(`pageerror: ${e.message}`));
  window.addEventListener("unhandledrejection", (e) => note(`unhandled rejection: ${String(e.reason)}`));
  document.addEventListener("securitypolicyviolation", (e) => note(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  document.addEventListener("vitrine:error", (e) => note(`vitrine:error ${JSON.stringify((e as CustomEvent).detail)}`));
}

/** In-page: what `recordProblems` has seen. */
export const recordedProblems = (): string[] => (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [];
