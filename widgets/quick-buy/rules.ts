// Quick buy's pure rules (no document, no network), each tested as a table against the spec.
import type { ShowcaseFeature, ConfiguratorSettings } from "../../core/config";
import type { CartResponse, CatalogItem, OrderItem } from "../../core/entities";
import { catalogAttribute } from "../../core/entities";
import type { PageName } from "../../core/routes";

/** §9 "Timings": focus moves into the modal after 300 ms (its opening; at once under reduced motion: core/modal.ts). */
export const FOCUS_DELAY_MS = 300;

/** §9 "Quantity": default 1. */
export const DEFAULT_QUANTITY = 1;

/** §4: what the shopper can still add of a size: the stock read (which already left out what the bag held then)
 * minus what the bag gained since. */
export function availableQty(online: number, inCartWhenRead: number, inCartNow: number): number {
  return Math.max(0, online - Math.max(0, inCartNow - inCartWhenRead));
}

/** §4 "Quantity is capped to the available qty of the selected size", and by nothing else of our own; `limit` is a
 * cap the spec sets elsewhere (§9 in-store editorial configurations). 0 = nothing can be added. */
export function quantityCap(available: number, limit = Infinity): number {
  return Math.max(0, Math.min(available, limit));
}

/** The quantity shown: the wanted one (default 1) within 1..cap; 0 when nothing can be added. */
export function clampQuantity(wanted: number, cap: number): number {
  if (cap <= 0) return 0;
  return Math.min(Math.max(1, Math.trunc(wanted) || DEFAULT_QUANTITY), cap);
}

export type AddBlocked = "no-size" | "same-size" | "out-of-stock" | "pending" | "configuration-limit" | null;

/** §4: why add to bag is disabled, or null. Edit mode (`showListCart` false): disabled while the selected size
 * equals the initial one. */
export function addBlocked(state: {
  selectedSize: string | undefined;
  initialSize: string | undefined;
  editMode: boolean;
  cap: number;
  pending: boolean;
  configurationLimitReached?: boolean;
}): AddBlocked {
  if (state.pending) return "pending";
  if (!state.selectedSize) return "no-size";
  if (state.editMode && state.selectedSize === state.initialSize) return "same-size";
  if (state.configurationLimitReached) return "configuration-limit";
  if (state.cap <= 0) return "out-of-stock";
  return null;
}

/** §4: after a successful add, step 1 (cart list), or in edit mode the modal closes. */
export function afterAdd(showListCart: boolean): "list" | "close" {
  return showListCart ? "list" : "close";
}

/** §4: in in-store mode, deleting the last cart item closes the modal. */
export function closesAfterRemove(inStore: boolean, next: Pick<CartResponse, "orderItem">): boolean {
  return inStore && next.orderItem.length === 0;
}

type Showcase = Readonly<Record<ShowcaseFeature, boolean>>;

/** §6 showcase: what quick buy shows. `quickBuy` off leaves the triggers plain product links; `checkout` hides add
 * to bag and proceed; `login` hides proceed (§2); `price` hides prices; wishlist and find in store have no control
 * in quick buy, so their flags change nothing here. A market with e-commerce disabled (§9 th, institutional) sells
 * nothing: no add to bag, no proceed. */
export function showcaseView(showcase: Showcase, ecommerceEnabled = true) {
  return {
    quickBuy: !showcase.quickBuy,
    addToBag: ecommerceEnabled && !showcase.checkout,
    proceed: ecommerceEnabled && !showcase.login && !showcase.checkout,
    price: !showcase.price,
  };
}

/** §2 step 1: the consent text's links: none (text hidden) for KR; TR adds the pre-information terms. */
export type ConsentPage = Extract<PageName, "terms-conditions" | "privacy-policy" | "pre-information">;
export function consentLinks(country: string): ConsentPage[] | null {
  const code = country.toLowerCase();
  if (code === "kr") return null;
  const links: ConsentPage[] = ["terms-conditions", "privacy-policy"];
  if (code === "tr") links.push("pre-information");
  return links;
}

export type Rendition = "quick-buy" | "quick-buy-2x" | "in-store";

/** §9 "Images": quick-buy renditions 200x250 and 400x500 on white; in-store 500x500 square. The rendition rule:
 * the image URL plus `wid`, `hei`, `fit` (`constrain` keeps the ratio inside the box, `crop` fills a square) and
 * `bgc` (padding colour, white), the image server's query (other parameters kept). */
export const RENDITIONS: Readonly<Record<Rendition, { wid: number; hei: number; fit: "constrain" | "crop" }>> = {
  "quick-buy": { wid: 200, hei: 250, fit: "constrain" },
  "quick-buy-2x": { wid: 400, hei: 500, fit: "constrain" },
  "in-store": { wid: 500, hei: 500, fit: "crop" },
};

export function renditionUrl(url: string, rendition: Rendition): string {
  const { wid, hei, fit } = RENDITIONS[rendition];
  const [base = "", hash] = url.split("#", 2);
  const [path = "", query = ""] = base.split("?", 2);
  const params = new URLSearchParams(query);
  for (const key of ["wid", "hei", "fit", "bgc"]) params.delete(key);
  params.set("wid", String(wid));
  params.set("hei", String(hei));
  params.set("fit", fit);
  params.set("bgc", "255,255,255");
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** The `<img>` of a rendition: src, srcset (quick buy: 1x 200x250, 2x 400x500) and the box it takes. */
export function renditionImage(url: string, inStore: boolean) {
  if (inStore) return { src: renditionUrl(url, "in-store"), srcSet: undefined, width: 500, height: 500 };
  return {
    src: renditionUrl(url, "quick-buy"),
    srcSet: `${renditionUrl(url, "quick-buy")} 1x, ${renditionUrl(url, "quick-buy-2x")} 2x`,
    width: 200,
    height: 250,
  };
}

/** §2 in-store "edit configuration": the 3D configurator with `sku` and `configurationID`. The SKU is the product's
 * part number when it is one of the configured in-store SKUs, else the configured default SKU (§9). */
export function configuratorUrl(
  settings: Pick<ConfiguratorSettings, "url" | "defaultSku" | "inStoreSkus">,
  partNumber: string,
  configurationID: string | undefined,
): string {
  const sku = settings.inStoreSkus.includes(partNumber) ? partNumber : settings.defaultSku;
  const query = new URLSearchParams({ sku });
  if (configurationID) query.set("configurationID", configurationID);
  return `${settings.url}?${query.toString()}`;
}

/** §9 "Product configurator", our reading: `totalConfigurationsInStore` (30) is the most configured lines (lines
 * with a configurationID) an in-store bag holds; `editorialConfigurationsInStore` (2) is the most units of one
 * editorial (not personalised) configuration. Returns whether the add is refused and the quantity limit. */
export function configurationLimits(
  settings: Pick<ConfiguratorSettings, "totalConfigurationsInStore" | "editorialConfigurationsInStore">,
  bag: Pick<CartResponse, "orderItem"> | null,
  product: { inStore: boolean; configurationID?: string | undefined; isPersonalize: boolean },
): { limitReached: boolean; quantityLimit: number } {
  if (!product.inStore || !product.configurationID) return { limitReached: false, quantityLimit: Infinity };
  const lines = bag?.orderItem ?? [];
  const configured = lines.filter((line) => line.configurationID);
  const sameLine = configured.some((line) => line.configurationID === product.configurationID);
  if (!sameLine && configured.length >= settings.totalConfigurationsInStore) return { limitReached: true, quantityLimit: 0 };
  if (product.isPersonalize) return { limitReached: false, quantityLimit: Infinity };
  const held = configured.filter((line) => line.configurationID === product.configurationID).reduce((sum, line) => sum + line.quantity, 0);
  const left = Math.max(0, settings.editorialConfigurationsInStore - held);
  return { limitReached: left === 0, quantityLimit: left };
}

export interface CartLine {
  orderItemId: string | undefined;
  productId: string;
  name: string;
  image: string | undefined;
  partCode: string | undefined;
  colour: string | undefined;
  material: string | undefined;
  size: string | undefined;
  quantity: number;
  lineTotal: number;
}

/** §2 step 1: each cart line joined with its catalog item (ColorCode, MaterialCode, SizeCode of §3). */
export function cartLines(items: readonly OrderItem[], catalog: readonly CatalogItem[]): CartLine[] {
  const byId = new Map(catalog.map((item) => [item.uniqueID, item]));
  return items.map((line) => {
    const item = byId.get(line.productId);
    return {
      orderItemId: line.orderItemId,
      productId: line.productId,
      name: item?.name ?? line.productId,
      image: item?.thumbnail_ovr ?? item?.thumbnail,
      partCode: item?.mfPartNumber_ntk,
      colour: item && catalogAttribute(item, "ColorCode"),
      material: item && catalogAttribute(item, "MaterialCode"),
      size: item && catalogAttribute(item, "SizeCode"),
      quantity: line.quantity,
      lineTotal: line.orderItemPrice,
    };
  });
}

/** A plain left click opens the modal; a modified or middle click keeps the link's own behaviour (new tab). */
export function opensModal(event: Pick<MouseEvent, "button" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
