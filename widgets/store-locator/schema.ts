// Markup contract of the store locator: the server's list of stores (each a link, and the appointment link), the
// place form that works without script (`?near=`), and the room of the map and of the controls that need script.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const locatorAttributes = z.object({
  /** Marks the block (its value is not read). */
  storeLocator: attr.optionalString(),
});

export const locatorParts = {
  list: "[data-store-list]",
  map: "[data-store-map]",
  showMap: "button[data-show-map]",
  locate: "button[data-locate]",
  form: "form[data-location-form]",
  status: "[data-locator-status]",
} as const;

/** One store of the list: `li[data-store-id]` with its name, city and coordinates. */
export const storeItemAttributes = z.object({
  storeId: attr.string().check(z.regex(/^[\w-]{1,64}$/, "expected a store id")),
  storeName: attr.string(),
  city: attr.optionalString(),
  lat: attr.optional(attr.number()),
  lng: attr.optional(attr.number()),
});
export type StoreItem = z.output<typeof storeItemAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: locatorAttributes, parts: locatorParts } satisfies MarkupContract;
