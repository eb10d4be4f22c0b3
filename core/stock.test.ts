import { afterEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { chunkIds, requestStock, resetStock, stockOf } from "./stock";
import { on } from "./events";
import { whenIdle } from "./activity";
import { server } from "../tests/unit/setup";
import { STOCK_ROUTE } from "../fixtures/handlers";

// Waits on the runtime: from the first ask until every stock value is set, the batch counts as pending work.
const settle = () => whenIdle();

function countingStock(qty: (id: string) => number) {
  const calls: string[][] = [];
  server.use(
    mock.get(STOCK_ROUTE, ({ params }) => {
      const ids = String(params.ids).split(",");
      calls.push(ids);
      const entries = Object.fromEntries(ids.map((id) => [id, { productId: id, availableQuantity: qty(id), storeAvailableQuantity: 1 }]));
      return HttpResponse.json({ data: [entries] });
    }),
  );
  return calls;
}

afterEach(() => resetStock());

describe("§7 Stock: batched, de-duplicated per productId", () => {
  it("coalesces every ask made in one task into one request, and never asks twice", async () => {
    const calls = countingStock(() => 3);
    requestStock(["1", "2"]);
    requestStock(["2", "3"]);
    await settle();
    expect(calls).toEqual([["1", "2", "3"]]);
    expect(stockOf("3").value).toEqual({ status: "ready", online: 3, store: 1 });
    requestStock(["1", "3"]);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it("splits the id list only when it would make the URL too long", () => {
    expect(chunkIds(["aa", "bb", "cc"], 100)).toEqual([["aa", "bb", "cc"]]);
    expect(chunkIds(["aaaa", "bbbb", "cccc"], 10)).toEqual([["aaaa", "bbbb"], ["cccc"]]);
    const many = Array.from({ length: 1000 }, (_, i) => String(100000 + i));
    const chunks = chunkIds(many);
    expect(chunks.flat()).toEqual(many);
    for (const chunk of chunks) expect(chunk.join(",").length).toBeLessThanOrEqual(6000);
  });

  it("sends the base-site and storeId headers", async () => {
    let headers: Headers | undefined;
    server.use(mock.get(STOCK_ROUTE, ({ request }) => ((headers = request.headers), HttpResponse.json({ data: [{}] }))));
    vi.spyOn(console, "error").mockImplementation(() => {});
    requestStock(["9"]);
    await settle();
    expect(headers?.get("x-base-site")).toBeTruthy();
    expect(headers?.get("x-store-id")).toBeTruthy();
  });

  it("§8 Invalid API gateway response: every id of the request ends in the error state", async () => {
    server.use(mock.get(STOCK_ROUTE, () => HttpResponse.json({ data: "nope" })));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const events: unknown[] = [];
    const off = on("error", (detail) => events.push(detail));
    requestStock(["5", "6"]);
    await settle();
    off();
    expect(events).toEqual([{ source: "stock", message: "Invalid API gateway response" }]);
    expect(stockOf("5").value).toEqual({ status: "error", message: "Invalid API gateway response" });
    expect(stockOf("6").value?.status).toBe("error");
    expect(error).toHaveBeenCalledWith("[vitrine] stock: Invalid API gateway response");
  });

  it("a failed id is asked again on the next ask: a retry after an error", async () => {
    server.use(mock.get(STOCK_ROUTE, () => HttpResponse.json({ data: "nope" }), { once: true }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    requestStock(["8"]);
    await vi.waitFor(() => expect(stockOf("8").value?.status).toBe("error"), { timeout: 3000 });
    const calls = countingStock(() => 2);
    requestStock(["8"]);
    await settle();
    expect(calls).toEqual([["8"]]);
    expect(stockOf("8").value).toEqual({ status: "ready", online: 2, store: 1 });
  });

  it("§8 Invalid productIds are refused before any request", async () => {
    const calls = countingStock(() => 1);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    requestStock(["bad id", "7"]);
    await settle();
    expect(calls).toEqual([["7"]]);
    expect(error.mock.calls[0]?.[0]).toContain("Invalid productIds");
  });
});
