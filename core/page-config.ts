// The page's configuration object, as given (validated later by the runtime, which owns zod).
// Sources, later wins: the JSON block `<script type="application/json" id="vitrine-config">`, then `vitrine.init(config)`.
import { emit } from "./events";
import type { PageConfig } from "./config";

/** What `vitrine.init()` and the JSON block take: any part of the page configuration, at any depth. */
export type PageConfigInput = DeepPartial<PageConfig>;
type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

let pageConfig: Record<string, unknown> = {};

export function getPageConfig(): Readonly<Record<string, unknown>> {
  return pageConfig;
}

/** `vitrine.init()`: merges into the configuration at every depth (`{user:{vic:true}}` keeps `user.loggedIn`). */
export function mergePageConfig(config: PageConfigInput): void {
  pageConfig = mergeDeep(pageConfig, config) as Record<string, unknown>;
  emit("config", { config: pageConfig });
}

/** Replaces top-level fields as given (stories and tests that reset a field, e.g. `showcase: {}`). */
export function setPageConfig(config: PageConfigInput): void {
  pageConfig = { ...pageConfig, ...config };
  emit("config", { config: pageConfig });
}

/** Reads the JSON block; returns an error message when it is present but not a JSON object. */
export function readConfigBlock(doc: Document = document): string | undefined {
  const block = parseConfigBlock(doc.getElementById("vitrine-config")?.textContent);
  if (typeof block === "string") return block;
  if (block) pageConfig = mergeDeep(block, pageConfig) as Record<string, unknown>;
}

/** The JSON block's text as an object, nothing when blank, or the error message (`vitrine lint` reports the same). */
export function parseConfigBlock(text: string | null | undefined): Record<string, unknown> | string | undefined {
  if (!text?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : "#vitrine-config must hold a JSON object";
  } catch (error) {
    return `#vitrine-config is not valid JSON: ${(error as Error).message}`;
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** `over` into `base` at every depth of plain objects (anything else, arrays included, replaces); never writes a
 * prototype key. */
export function mergeDeep(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over))
    if (k !== "__proto__" && k !== "constructor" && k !== "prototype") out[k] = mergeDeep(out[k], v);
  return out;
}
