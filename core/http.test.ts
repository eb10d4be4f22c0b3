import { describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse, delay } from "msw";
import { z } from "./zod";
import { createHttpClient, HttpError, parseRetryAfter } from "./http";
import { server } from "../tests/unit/setup";

const HOST = "http://shop.test/svc";
const client = (cache = true) => createHttpClient(() => ({ serviceHost: HOST, cache }));
const ok = z.object({ ok: z.boolean() });

describe("§7 Generic HTTP client", () => {
  it("sends relative paths to the configured service host", async () => {
    server.use(
      mock.get(`${HOST}/products/list`, ({ request }) => HttpResponse.json({ ok: new URL(request.url).searchParams.get("a") === "1" })),
    );
    await expect(client().get("/products/list", { schema: ok, query: { a: 1 } })).resolves.toEqual({ ok: true });
  });

  it("sends a value list as the key repeated, replacing the path's own value", async () => {
    let seen = "";
    server.use(mock.get(`${HOST}/grid.html`, ({ request }) => ((seen = new URL(request.url).search), HttpResponse.json({ ok: true }))));
    await client().get("/grid.html?page=1&q=silk", { schema: ok, query: { page: 2, ColorGroup: ["black", "red"], order: undefined } });
    expect(seen).toBe("?q=silk&page=2&ColorGroup=black&ColorGroup=red");
  });

  it("leaves absolute URLs (another API domain) alone", async () => {
    server.use(mock.get("http://api.test/x", () => HttpResponse.json({ ok: true })));
    await expect(client().get("http://api.test/x", { schema: ok })).resolves.toEqual({ ok: true });
  });

  it("sends form-urlencoded bodies", async () => {
    let seen = "";
    let type = "";
    server.use(
      mock.post(`${HOST}/cart`, async ({ request }) => {
        type = request.headers.get("content-type") ?? "";
        seen = await request.text();
        return HttpResponse.json({ ok: true });
      }),
    );
    await client().post("/cart", { schema: ok, body: { partNumber: "VT 1", quantity: 2, skip: undefined } });
    expect(type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen).toBe("partNumber=VT+1&quantity=2");
  });

  it("adds a cache-buster timestamp when caching is off, and not when it is on", async () => {
    const urls: string[] = [];
    server.use(mock.get(`${HOST}/x`, ({ request }) => (urls.push(request.url), HttpResponse.json({ ok: true }))));
    await client(false).get("/x", { schema: ok });
    await client(true).get("/x", { schema: ok });
    expect(new URL(urls[0]!).searchParams.get("_")).toMatch(/^\d+$/);
    expect(new URL(urls[1]!).searchParams.has("_")).toBe(false);
  });

  it("rejects a status >= 400 with the parsed JSON", async () => {
    server.use(mock.get(`${HOST}/x`, () => HttpResponse.json({ error: "bad size" }, { status: 422 })));
    const error = await client()
      .get("/x", { schema: ok })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: "status", status: 422, body: { error: "bad size" } });
  });
});

describe("Retry-After (a slowed login: 429)", () => {
  it("is on the error, in ms", async () => {
    server.use(
      mock.post(`${HOST}/login`, () =>
        HttpResponse.json({ error: "too many attempts" }, { status: 429, headers: { "Retry-After": "20" } }),
      ),
    );
    await expect(client().post("/login", { schema: ok })).rejects.toMatchObject({ status: 429, retryAfterMs: 20_000 });
  });

  it.each([
    ["30", 30_000],
    [" 0 ", 0],
    ["Mon, 15 Jun 2026 08:00:45 GMT", 45_000],
    ["Mon, 15 Jun 2026 07:00:00 GMT", 0],
    ["soon", undefined],
    ["-5", undefined],
    [null, undefined],
  ])("%j at 08:00:00 → %s ms", (header, ms) => expect(parseRetryAfter(header, Date.parse("2026-06-15T08:00:00Z"))).toBe(ms));
});

describe("HTTP client robustness", () => {
  it("rejects a response that fails its schema as invalid-response", async () => {
    server.use(mock.get(`${HOST}/x`, () => HttpResponse.json({ ok: "yes" })));
    await expect(client().get("/x", { schema: ok })).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("times out", async () => {
    server.use(mock.get(`${HOST}/slow`, async () => (await delay(500), HttpResponse.json({ ok: true }))));
    await expect(client().get("/slow", { schema: ok, timeoutMs: 30, retries: 0 })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("retries idempotent GETs after a 5xx, with backoff", async () => {
    let calls = 0;
    server.use(mock.get(`${HOST}/flaky`, () => (++calls < 2 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true }))));
    await expect(client().get("/flaky", { schema: ok })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("retries a GET that timed out", async () => {
    let calls = 0;
    server.use(mock.get(`${HOST}/slow-once`, async () => (++calls === 1 && (await delay(300)), HttpResponse.json({ ok: true }))));
    await expect(client().get("/slow-once", { schema: ok, timeoutMs: 50 })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it("never retries a POST", async () => {
    let calls = 0;
    server.use(mock.post(`${HOST}/cart`, () => (calls++, new HttpResponse(null, { status: 503 }))));
    await expect(client().post("/cart", { schema: ok })).rejects.toMatchObject({ kind: "status", status: 503 });
    expect(calls).toBe(1);
  });

  it("cancels a superseded request", async () => {
    server.use(
      mock.get(
        `${HOST}/search`,
        async ({ request }) => (
          await delay(new URL(request.url).searchParams.get("q") === "a" ? 200 : 10),
          HttpResponse.json({ ok: true })
        ),
      ),
    );
    const api = client();
    const first = api.get("/search", { schema: ok, query: { q: "a" }, supersede: "search" });
    const second = api.get("/search", { schema: ok, query: { q: "ab" }, supersede: "search" });
    await expect(first).rejects.toMatchObject({ kind: "superseded" });
    await expect(second).resolves.toEqual({ ok: true });
  });

  it("honours a caller's abort signal", async () => {
    server.use(mock.get(`${HOST}/slow`, async () => (await delay(200), HttpResponse.json({ ok: true }))));
    const controller = new AbortController();
    const pending = client().get("/slow", { schema: ok, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: "aborted" });
  });

  it("never double-submits a POST with the same `once` key, and sends an idempotency key", async () => {
    const keys: (string | null)[] = [];
    server.use(
      mock.post(
        `${HOST}/cart/add`,
        async ({ request }) => (keys.push(request.headers.get("idempotency-key")), await delay(20), HttpResponse.json({ ok: true })),
      ),
    );
    const api = client();
    const [a, b] = await Promise.all([
      api.post("/cart/add", { schema: ok, once: "add" }),
      api.post("/cart/add", { schema: ok, once: "add" }),
    ]);
    expect(a).toEqual(b);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    await api.post("/cart/add", { schema: ok, once: "add" });
    expect(keys).toHaveLength(2);
  });

  it("reports a network failure as a typed error", async () => {
    server.use(mock.get(`${HOST}/down`, () => HttpResponse.error()));
    vi.spyOn(Math, "random").mockReturnValue(0);
    await expect(client().get("/down", { schema: ok, retries: 1 })).rejects.toMatchObject({ kind: "network" });
  });
});

describe("one overall deadline per call (issue 8: a hung request held the spinner 10 s × 3 attempts)", () => {
  /** A fetch that never answers and gives up only when its signal aborts; counts its calls. */
  function hangingFetch() {
    const calls: string[] = [];
    const fetchImpl = ((url: string, init: RequestInit) => {
      calls.push(url);
      return new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")), { once: true }));
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it("fails a hung GET after 12 s, retries included, as a timeout", async () => {
    vi.useFakeTimers();
    try {
      const { calls, fetchImpl } = hangingFetch();
      const api = createHttpClient(() => ({ serviceHost: HOST, cache: true }), fetchImpl);
      const settled = vi.fn();
      const pending = api.get("/hung", { schema: ok, timeoutMs: 5000 }).catch((error: unknown) => (settled(), error));
      await vi.advanceTimersByTimeAsync(11_999);
      expect(settled).not.toHaveBeenCalled();
      expect(calls.length).toBe(3); // 5 s, 5 s, then the third attempt runs into the deadline
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: "timeout" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes a caller's own deadline, and none for a POST unless asked", async () => {
    vi.useFakeTimers();
    try {
      const { fetchImpl } = hangingFetch();
      const api = createHttpClient(() => ({ serviceHost: HOST, cache: true }), fetchImpl);
      const get = vi.fn();
      void api.get("/hung", { schema: ok, deadlineMs: 3000 }).catch(get);
      const post = vi.fn();
      void api.post("/hung", { schema: ok, timeoutMs: 60_000 }).catch(post);
      await vi.advanceTimersByTimeAsync(2999);
      expect(get).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(get).toHaveBeenCalledWith(expect.objectContaining({ kind: "timeout" }));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(post).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
