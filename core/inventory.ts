// §3 "Inventory entry" and the §7 stock responses, apart from the other entities: the stock service
// loads with the first tile, and zod builds every schema of a module it imports.
import { z } from "./zod";
import { count, entityProductId } from "./entity-fields";

export const inventoryEntrySchema = z.object({
  productId: entityProductId,
  availableQuantity: count,
  storeAvailableQuantity: count,
});
export type InventoryEntry = z.output<typeof inventoryEntrySchema>;

/** `{ data: [ {productId: InventoryEntry} ] }`; the product reads `data[0]`. */
export const variantsInventoryResponseSchema = z.object({
  data: z.tuple([z.record(z.string(), inventoryEntrySchema)], z.unknown()),
});
export type VariantsInventoryResponse = z.output<typeof variantsInventoryResponseSchema>;

export const availabilityServiceResponseSchema = z.record(z.string(), z.omit(inventoryEntrySchema, { productId: true }));
export type AvailabilityServiceResponse = z.output<typeof availabilityServiceResponseSchema>;
