// §7 "Stock", the inventory availability service behind the same API (config.stockService = "availability"), and its
// §8 errors. The API gateway call's own tests are in stock.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { requestStock, resetStock, stockOf } from "./stock";
import { setPageConfig } from "./page-config";
import { whenIdle } from "./activity";
import { server } from "../tests/unit/setup";
import { AVAILABILITY_ROUTE } from "../fixtures/availability";
import { CASES } from "../fixtures/catalogue";

// Waits on the runtime: from the first ask until every stock value is set, the batch counts as pending work.
const settle = () => whenIdle();

beforeEach(() => setPageConfig({ stockService: "availability" }));
afterEach(() => {
  resetStock();
  setPageConfig({ stockService: "gateway" });
});

describe("§7 Stock through the inventory availability service", () => {
  it("one POST of the productIds (form field), answered from the catalogue's stock", async () => {
    const bodies: string[] = [];
    server.events.on(
      "request:start",
      ({ request }) =>
        void (
          request.method === "POST" &&
          request
            .clone()
            .text()
            .then((b) => bodies.push(b))
        ),
    );
    const [s36, s37, s38] = CASES.fourColours.sizes;
    requestStock([s36!.productId, s37!.productId]);
    requestStock([s38!.productId]);
    await settle();
    server.events.removeAllListeners();
    expect(bodies).toEqual([`productIds=${encodeURIComponent([s36, s37, s38].map((s) => s!.productId).join(","))}`]);
    expect(stockOf(s37!.productId).value).toEqual({ status: "ready", online: 2, store: 2 });
    expect(stockOf(s38!.productId).value).toEqual({ status: "ready", online: 0, store: 1 });
  });

  it.each([
    ["a malformed answer", () => HttpResponse.json({ "1": { availableQuantity: "x" } }), "Invalid availability service response"],
    ["not JSON", () => new HttpResponse("<html>", { status: 200 }), "Invalid availability service response"],
    ["refused ids", () => HttpResponse.json({ error: "Invalid productIds" }, { status: 400 }), "Invalid productIds"],
  ])("§8 %s: every id ends in the error state", async (_, answer, message) => {
    server.use(mock.post(AVAILABILITY_ROUTE, answer));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    requestStock(["1", "2"]);
    await settle();
    expect(stockOf("1").value).toEqual({ status: "error", message });
    expect(stockOf("2").value).toEqual({ status: "error", message });
    expect(error).toHaveBeenCalledWith(`[vitrine] stock: ${message}`);
  });
});
