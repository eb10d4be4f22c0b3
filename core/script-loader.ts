// The one way code enters the page on demand, other than a widget's own chunk: a third-party script (a maps service,
// the live-chat vendor; `loadScript`) and a module of ours that a shopper asked for (the maps adapters; `loadModule`).
// Once per URL, with a timeout; a failed load is forgotten so that a later try asks again. The caller turns a failure
// into its fallback (a contact link, the list without a map). Scripts go behind their own Trusted Types policy that
// admits only the URLs asked for here: only https URLs and same-origin paths (the fixtures' stand-ins) are loaded;
// the page's CSP must list the hosts in script-src.
import { trackWork } from "./activity";
import { sameOriginPath } from "./safe-url";

const SAYS = { refused: "refused", failed: "could not load", timeout: "timed out loading", empty: "nothing usable from" } as const;

export class ScriptLoadError extends Error {
  override readonly name = "ScriptLoadError";
  constructor(
    readonly kind: "refused" | "failed" | "timeout" | "empty",
    readonly url: string,
  ) {
    super(`${SAYS[kind]} ${url}`);
  }
}

/** The URL to load, or null: an https URL, or a same-origin path resolved on this page's origin. */
export function scriptSource(value: string, base: string = location.href): string | null {
  const path = sameOriginPath(value, base);
  if (path !== null) return new URL(path, base).href;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "" ? url.href : null;
  } catch {
    return null;
  }
}

const admitted = new Set<string>();
const loads = new Map<string, Promise<void>>();
let policy: Pick<TrustedTypePolicy, "createScriptURL"> | undefined;

function scriptPolicy(): Pick<TrustedTypePolicy, "createScriptURL"> {
  policy ??= window.trustedTypes?.createPolicy("vitrine-scripts", {
    createScriptURL: (url: string) => {
      if (!admitted.has(url)) throw new TypeError(`vitrine-scripts: refusing ${url}`);
      return url;
    },
  }) ?? { createScriptURL: (url: string) => url as unknown as TrustedScriptURL };
  return policy;
}

export interface ScriptLoadOptions {
  timeoutMs: number;
  /** APIs that call back after their own start-up: resolve when they say so, not on the load event. */
  ready?: (done: () => void) => void;
  /** Whether the loaded script offers what the caller needs (an outage page answered 200 defines nothing). */
  provides?: () => boolean;
}

/**
 * Loads `value` once (later calls share the first load; a failed load may be tried again). Resolves on the script's
 * load event, or when `ready` says so; rejects with a ScriptLoadError when the URL is refused, the script fails,
 * nothing happened within `timeoutMs`, or it loaded but `provides` says it offers nothing ("empty": forgotten too, so a
 * retry fetches it again).
 */
export function loadScript(value: string, { timeoutMs, ready, provides }: ScriptLoadOptions): Promise<void> {
  const url = scriptSource(value);
  if (url === null) return Promise.reject(new ScriptLoadError("refused", value));
  const known = loads.get(url);
  if (known) return known;
  const load = trackWork(
    new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      const timer = setTimeout(() => fail("timeout"), timeoutMs);
      function settle() {
        clearTimeout(timer);
        script.onload = script.onerror = null;
      }
      function fail(kind: "failed" | "timeout" | "empty") {
        settle();
        loads.delete(url!);
        script.remove();
        reject(new ScriptLoadError(kind, url!));
      }
      const done = () => (provides && !provides() ? fail("empty") : (settle(), resolve()));
      script.onerror = () => fail("failed");
      script.onload = ready ? null : done;
      ready?.(done);
      script.async = true;
      admitted.add(url);
      script.src = scriptPolicy().createScriptURL(url) as unknown as string;
      document.head.append(script);
    }),
  );
  loads.set(url, load);
  return load;
}

const modules = new Map<string, Promise<unknown>>();
const failedTries = new Map<string, number>();

/** `url` again, fresh after `tries` failures: the browser keeps a module that failed to parse under its URL, and a
 * later import of a URL still loading joins that load, so only a new URL asks the server again. */
export function freshModuleUrl(url: string, tries: number): string {
  return tries === 0 ? url : `${url}${url.includes("?") ? "&" : "?"}vitrine-retry=${tries}`;
}

/**
 * Imports the module at `url` (a chunk of ours: `import url from "./x?chunk-url"`, scripts/chunk-url.mjs) once;
 * rejects with a ScriptLoadError when it fails or has not loaded within `timeoutMs`. A failed load is forgotten, and
 * the next call asks for the module under a fresh URL (`freshModuleUrl`).
 */
export function loadModule<T>(url: string, { timeoutMs }: Pick<ScriptLoadOptions, "timeoutMs">): Promise<T> {
  const known = modules.get(url);
  if (known) return known as Promise<T>;
  const tries = failedTries.get(url) ?? 0;
  const source = freshModuleUrl(url, tries);
  const load = trackWork(
    new Promise<T>((resolve, reject) => {
      const fail = (kind: "failed" | "timeout") => {
        clearTimeout(timer);
        if (modules.get(url) === load) modules.delete(url);
        failedTries.set(url, tries + 1);
        reject(new ScriptLoadError(kind, source));
      };
      const timer = setTimeout(() => fail("timeout"), timeoutMs);
      // eslint-disable-next-line vitrine/widget-boundaries -- a chunk's address (scripts/chunk-url.mjs), not a path to follow
      import(/* @vite-ignore */ source).then(
        (module: T) => (clearTimeout(timer), resolve(module)),
        () => fail("failed"),
      );
    }),
  );
  modules.set(url, load);
  return load;
}

/** Tests: forget every load. */
export function resetScriptLoads(): void {
  modules.clear();
  failedTries.clear();
  loads.clear();
  for (const script of document.querySelectorAll("script[src]")) if (admitted.has((script as HTMLScriptElement).src)) script.remove();
  admitted.clear();
}
