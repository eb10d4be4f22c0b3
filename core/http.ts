// The one HTTP client (§7 "Generic HTTP client"): form-urlencoded bodies, relative paths on the service host,
// a cache-buster when caching is off, status >= 400 rejected with the parsed JSON. Also: a timeout on every
// attempt and one overall deadline per call (retries included), cancellation of superseded requests, jittered
// retries for idempotent GETs, a zod check of every response.
import type { ZodMiniType } from "zod/mini";
import { config } from "./store";
import { trackWork } from "./activity";

export type HttpErrorKind = "network" | "timeout" | "aborted" | "superseded" | "status" | "invalid-response";

export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    /** The parsed JSON (or text) body of a >= 400 response. */
    readonly body?: unknown,
    /** How long the server asked to wait before trying again (its `Retry-After`, e.g. on a 429), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A `Retry-After` header (delta-seconds or an HTTP date) as the ms to wait from `now`; undefined when absent or
 * unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? "";
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : NaN; // an HTTP date: "Mon, 15 Jun 2026 08:00:45 GMT"
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

export interface HttpSettings {
  serviceHost: string;
  cache: boolean;
}

type Value = string | number | boolean;
/** A value list is sent as the key repeated, once per value (`ColorGroup=black&ColorGroup=red`). */
type Params = Record<string, Value | readonly Value[] | undefined>;

export interface RequestOptions<T> {
  schema: ZodMiniType<T>;
  /** "json" (default), or "text" for an HTML fragment or any other text. */
  as?: "json" | "text";
  /** The media type the answer must declare (e.g. `text/html`); any other is an invalid response. */
  contentType?: string;
  query?: Params;
  headers?: Record<string, string>;
  /** A newer request with the same key aborts this one (search-as-you-type, tab switches). */
  supersede?: string;
  signal?: AbortSignal;
  /** Per attempt. */
  timeoutMs?: number;
  /** The whole call, retries and back-off included: what a shopper waits at most. GET default 12 s. */
  deadlineMs?: number;
  /** GET only: how many times a network error, timeout or 5xx is retried. */
  retries?: number;
}

export interface PostOptions<T> extends Omit<RequestOptions<T>, "retries"> {
  body?: Params;
  /** While a POST with this key is in flight, callers get that same promise (no double submit). */
  once?: string;
}

/** One fetch as the debug overlay lists it: `status` once answered, `failure` when none came (network, abort). */
export interface RequestRecord {
  method: string;
  url: string;
  status?: number;
  failure?: string;
  /** From the fetch to its response headers (or its failure). */
  ms: number;
}

/** Told of each fetch while the debug overlay (core/debug/) is on; unset otherwise, so a fetch does no extra work. */
let requestObserver: ((record: RequestRecord) => void) | undefined;
export const observeRequests = (observer?: (record: RequestRecord) => void): void => void (requestObserver = observer);

/** The fetch, timed for the debug overlay while it is on. */
function send(fetchImpl: typeof fetch, url: string, init: RequestInit & { method: string }): Promise<Response> {
  const observer = requestObserver;
  if (!observer) return fetchImpl(url, init);
  const start = performance.now();
  const end = (outcome: Pick<RequestRecord, "status" | "failure">) =>
    observer({ method: init.method, url, ...outcome, ms: performance.now() - start });
  return fetchImpl(url, init).then(
    (response) => (end({ status: response.status }), response),
    (error: unknown) => {
      end({ failure: init.signal?.aborted ? "aborted" : "network error" });
      throw error;
    },
  );
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A shopper waits on a GET (a page of a listing, a fragment) 12 s at the most, however many attempts. */
const DEFAULT_GET_DEADLINE_MS = 12_000;
const RETRY_BASE_MS = 300;

export function createHttpClient(settings: () => HttpSettings, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  const current = new Map<string, AbortController>();
  const inFlightPosts = new Map<string, Promise<unknown>>();

  function buildUrl(path: string, query: Params | undefined): URL {
    const { serviceHost, cache } = settings();
    const base = serviceHost.endsWith("/") ? serviceHost : `${serviceHost}/`;
    const absolute = /^[a-z][a-z\d+.-]*:|^\/\//i.test(path);
    const url = new URL(absolute ? path : path.replace(/^\/+/, ""), base);
    const entries = toEntries(query ?? {});
    for (const [key] of entries) url.searchParams.delete(key); // a query value replaces the path's own
    for (const [key, value] of entries) url.searchParams.append(key, value);
    if (!cache) url.searchParams.set("_", String(Date.now()));
    return url;
  }

  async function once<T>(
    method: "GET" | "POST",
    url: URL,
    options: RequestOptions<T> & { body?: Params },
    signal: AbortSignal,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: options.as === "text" ? "text/html" : "application/json", ...options.headers };
    let body: string | undefined;
    if (method === "POST") {
      headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
      body = new URLSearchParams(toEntries(options.body ?? {})).toString();
    }
    let response: Response;
    try {
      response = await send(fetchImpl, url.href, { method, headers, body, signal, credentials: "same-origin" });
    } catch (error) {
      throw abortReason(signal, url) ?? new HttpError("network", `network error: ${(error as Error).message}`, url.href);
    }
    const text = await response.text().catch(() => {
      throw abortReason(signal, url) ?? new HttpError("network", "response body interrupted", url.href);
    });
    if (response.status >= 400) {
      const wait = parseRetryAfter(response.headers.get("retry-after"), Date.now());
      throw new HttpError("status", `HTTP ${response.status}`, url.href, response.status, parseMaybeJson(text), wait);
    }
    const declared = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (options.contentType && declared !== options.contentType) {
      throw new HttpError(
        "invalid-response",
        `expected ${options.contentType}, got ${declared || "no content type"}`,
        url.href,
        response.status,
        text,
      );
    }
    let data: unknown = text;
    if (options.as !== "text") {
      try {
        data = JSON.parse(text);
      } catch {
        throw new HttpError("invalid-response", "response is not JSON", url.href, response.status);
      }
    }
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(
        "invalid-response",
        `invalid response${issue ? ` at ${issue.path.join(".") || "(root)"}: ${issue.message}` : ""}`,
        url.href,
        response.status,
        data,
      );
    }
    return parsed.data;
  }

  async function request<T>(method: "GET" | "POST", path: string, options: RequestOptions<T> & { body?: Params }): Promise<T> {
    const url = buildUrl(path, options.query);
    const controller = new AbortController();
    if (options.supersede) {
      current.get(options.supersede)?.abort(new HttpError("superseded", "superseded by a newer request", url.href));
      current.set(options.supersede, controller);
    }
    const forward = () => controller.abort(new HttpError("aborted", "aborted", url.href));
    if (options.signal?.aborted) forward();
    options.signal?.addEventListener("abort", forward, { once: true });
    const retries = method === "GET" ? (options.retries ?? 2) : 0;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadlineMs = options.deadlineMs ?? (method === "GET" ? DEFAULT_GET_DEADLINE_MS : undefined);
    const deadline =
      deadlineMs === undefined
        ? undefined
        : setTimeout(
            () => controller.abort(new HttpError("timeout", `no answer within the ${deadlineMs} ms deadline`, url.href)),
            deadlineMs,
          );
    try {
      for (let attempt = 0; ; attempt++) {
        if (controller.signal.aborted) throw controller.signal.reason;
        // Each attempt has its own timeout; aborting the request (supersede, caller) aborts the attempt.
        const attemptController = new AbortController();
        const stop = () => attemptController.abort(controller.signal.reason);
        controller.signal.addEventListener("abort", stop, { once: true });
        const timer = setTimeout(
          () => attemptController.abort(new HttpError("timeout", `timed out after ${timeoutMs} ms`, url.href)),
          timeoutMs,
        );
        try {
          return await once(method, url, options, attemptController.signal);
        } catch (error) {
          if (attempt >= retries || !isRetryable(error) || controller.signal.aborted) throw error;
          await sleep(RETRY_BASE_MS * 2 ** attempt * (0.5 + Math.random() / 2), controller.signal);
        } finally {
          clearTimeout(timer);
          controller.signal.removeEventListener("abort", stop);
        }
      }
    } finally {
      clearTimeout(deadline);
      options.signal?.removeEventListener("abort", forward);
      if (options.supersede && current.get(options.supersede) === controller) current.delete(options.supersede);
    }
  }

  return {
    get<T>(path: string, options: RequestOptions<T>): Promise<T> {
      return trackWork(request("GET", path, options));
    },
    post<T>(path: string, options: PostOptions<T>): Promise<T> {
      const key = options.once;
      if (!key) return trackWork(request("POST", path, options));
      const pending = inFlightPosts.get(key) as Promise<T> | undefined;
      if (pending) return pending;
      const promise = trackWork(
        request("POST", path, { ...options, headers: { "Idempotency-Key": idempotencyKey(), ...options.headers } }),
      );
      inFlightPosts.set(key, promise);
      const release = () => inFlightPosts.delete(key);
      promise.then(release, release);
      return promise;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The client every widget uses, on the configured service host. */
export const http = createHttpClient(() => ({ serviceHost: config.value.serviceHost, cache: config.value.cache }));

function toEntries(params: Params): Array<[string, string]> {
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, String(v)]),
  );
}

function parseMaybeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortReason(signal: AbortSignal, url: URL): HttpError | undefined {
  if (!signal.aborted) return undefined;
  return signal.reason instanceof HttpError ? signal.reason : new HttpError("aborted", "aborted", url.href);
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.kind === "network" || error.kind === "timeout" || (error.kind === "status" && (error.status ?? 0) >= 500);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

function idempotencyKey(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
