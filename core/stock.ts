// Stock per productId (§7 "Stock"), shared by every widget through the store. Two services behind one API, chosen by
// the page's `stockService`: the API gateway call (default), or the inventory availability service (§7 leaves its method
// and path open: here POST {apiDomain}/anon/inventory/availability with the form field `productIds=a,b,c`, answered by
// `{ [productId]: { availableQuantity, storeAvailableQuantity } }`).
// Requests made in the same task are coalesced into one call per URL-sized chunk of ids; known ids are never asked twice, failed ones are asked again.
import { signal, type Signal } from "@preact/signals-core";
import { PRODUCT_ID } from "./attributes";
import { availabilityServiceResponseSchema, variantsInventoryResponseSchema, type AvailabilityServiceResponse } from "./inventory";
import { http, HttpError } from "./http";
import { beginWork, trackWork } from "./activity";
import { config } from "./store";
import { reportError } from "./errors";

export type StockState = { status: "pending" } | { status: "ready"; online: number; store: number } | { status: "error"; message: string };

const STOCK_PATH = "/anon/mwstockstock/inventoryavailability/variantsInventory/";
export const AVAILABILITY_PATH = "/anon/inventory/availability";
/** Keeps request lines well under common 8 KB server limits. */
const MAX_ID_CHARS = 6000;

const states = new Map<string, Signal<StockState | undefined>>();
const queued = new Set<string>();
/** Bumped by resetStock so that answers to requests sent before it are dropped. */
let generation = 0;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
/** Ends the batch's count as pending work (core/activity.ts): from the first ask until every stock value is set. */
let endBatch = () => {};

export function stockOf(productId: string): Signal<StockState | undefined> {
  let state = states.get(productId);
  if (!state) states.set(productId, (state = signal<StockState | undefined>(undefined)));
  return state;
}

/** Asks for the stock of these ids, once each (a failed one again: a retry), batched with every other ask made in this task. */
export function requestStock(productIds: Iterable<string>): void {
  const invalid: string[] = [];
  for (const id of productIds) {
    if (!PRODUCT_ID.test(id)) invalid.push(id);
    else if (stockOf(id).value === undefined || stockOf(id).value?.status === "error") {
      stockOf(id).value = { status: "pending" };
      queued.add(id);
    }
  }
  if (invalid.length > 0)
    reportError({ source: "stock", message: `Invalid productIds: ${invalid.map((id) => JSON.stringify(id)).join(", ")}` });
  if (queued.size > 0 && flushTimer === undefined) {
    flushTimer = setTimeout(flush, 0);
    endBatch = beginWork();
  }
}

function flush(): void {
  flushTimer = undefined;
  const ids = [...queued];
  queued.clear();
  void trackWork(Promise.all(chunkIds(ids).map(fetchChunk)));
  endBatch();
}

export function chunkIds(ids: readonly string[], maxChars = MAX_ID_CHARS): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const id of ids) {
    if (chunk.length > 0 && length + id.length + 1 > maxChars) {
      chunks.push(chunk);
      chunk = [];
      length = 0;
    }
    chunk.push(id);
    length += id.length + 1;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The entries of one chunk, keyed by productId, from the service the page configured. */
async function fetchEntries(ids: string[]): Promise<AvailabilityServiceResponse> {
  const { apiDomain, market, stockService } = config.value;
  const headers = { "x-base-site": market.siteConfig.baseSiteId, "x-store-id": market.siteConfig.storeId };
  if (stockService === "availability") {
    return http.post(`${apiDomain}${AVAILABILITY_PATH}`, {
      schema: availabilityServiceResponseSchema,
      headers,
      body: { productIds: ids.join(",") },
    });
  }
  const response = await http.get(`${apiDomain}${STOCK_PATH}${ids.map(encodeURIComponent).join(",")}`, {
    schema: variantsInventoryResponseSchema,
    headers,
  });
  return response.data[0] ?? {};
}

/** §8 "Stock": the message a failed check ends in. */
function failureMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return (error as Error).message;
  if (error.kind === "invalid-response")
    return config.value.stockService === "availability" ? "Invalid availability service response" : "Invalid API gateway response";
  const body = error.body as { error?: unknown } | undefined;
  if (error.status === 400 && body?.error === "Invalid productIds") return "Invalid productIds";
  return error.message;
}

async function fetchChunk(ids: string[]): Promise<void> {
  const sentIn = generation;
  try {
    const entries = await fetchEntries(ids);
    if (sentIn !== generation) return;
    for (const id of ids) {
      const entry = entries[id];
      stockOf(id).value = entry
        ? { status: "ready", online: entry.availableQuantity, store: entry.storeAvailableQuantity }
        : { status: "error", message: "no inventory entry" };
    }
  } catch (error) {
    if (sentIn !== generation) return;
    const message = failureMessage(error);
    reportError({ source: "stock", message });
    for (const id of ids) stockOf(id).value = { status: "error", message };
  }
}

/** Forgets every known stock value (tests; a market switch). */
export function resetStock(): void {
  generation++;
  states.clear();
  queued.clear();
  clearTimeout(flushTimer);
  flushTimer = undefined;
  endBatch();
}
