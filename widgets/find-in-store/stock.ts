// Which boutiques hold a size (the spec shows no such call; ours, served by the fixtures): `GET {apiDomain}/anon/stores/
// availability/{productId}?country={market}` → `{ "stores": [{ "store": <store>, "quantity": 2 }] }`, the store as the
// store service gives it (core/stores.ts). `productId` is the size's id, or the product's when no size is chosen.
import { z } from "../../core/zod";
import { http } from "../../core/http";
import { config } from "../../core/store";
import { storeDetailsSchema } from "../../core/stores";

export const STORE_STOCK_PATH = "/anon/stores/availability/";

export const storeStockSchema = z.object({
  stores: z.array(z.object({ store: storeDetailsSchema, quantity: z.number().check(z.int(), z.gte(0)) })),
});
export type StoreStock = z.output<typeof storeStockSchema>["stores"];

export async function fetchStoreStock(productId: string, signal?: AbortSignal): Promise<StoreStock> {
  const { apiDomain, country } = config.value;
  const answer = await http.get(`${apiDomain}${STORE_STOCK_PATH}${encodeURIComponent(productId)}`, {
    schema: storeStockSchema,
    query: { country },
    supersede: "find-in-store",
    ...(signal ? { signal } : {}),
  });
  return answer.stores.filter((s) => s.quantity > 0);
}
