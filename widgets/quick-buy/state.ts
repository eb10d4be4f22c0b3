// The one quick-buy modal's module state, shared by the trigger, the dialog and its steps: which trigger opened it
// with which payload, the bag as it was when each size's stock was read, and the catalog items already fetched.
import { signal } from "@preact/signals-core";
import { quantityInCart } from "../../core/cart";
import type { CatalogItem, QuickBuyInitPayload } from "../../core/entities";
import { reportWidgetError } from "../../core/errors";
import { underSiteRoot } from "../../core/routes";
import { cart } from "../../core/store";

export const WIDGET = "quick-buy";
/** §2 in-store "size guide link": the spec names no page, so ours, under the site root like every `pageUrl`. */
export const sizeGuidePage = (siteRoot: string) => underSiteRoot("size-guide.html", siteRoot);

export interface OpenRequest {
  id: number;
  payload: QuickBuyInitPayload;
  opener: HTMLElement;
}

/** The one modal's state: which trigger opened it with which payload; null = closed. */
export const openRequest = signal<OpenRequest | null>(null);
let requests = 0;

export function openQuickBuy(payload: QuickBuyInitPayload, opener: HTMLElement): void {
  openRequest.value = { id: ++requests, payload, opener };
}

export function closeQuickBuy(): void {
  openRequest.value = null;
}

/** Every quick-buy failure goes through the one error funnel, naming the trigger that opened the modal. */
export function reportQuickBuyError(opener: HTMLElement, message: string, cause?: unknown): void {
  reportWidgetError({ widget: WIDGET, element: opener, message, ...(cause === undefined ? {} : { cause }) });
}

/** Per size SKU: the bag's quantity of it when its stock was first read here (the stock then already excluded it). */
const stockBaseline = new Map<string, number>();
export function baselineOf(productId: string): number {
  if (!stockBaseline.has(productId)) stockBaseline.set(productId, quantityInCart(cart.value, productId));
  return stockBaseline.get(productId)!;
}

/** Catalog items already fetched for cart lines, by productId. */
export const catalogCache = new Map<string, CatalogItem>();

/** Forgets the module state (tests). */
export function resetQuickBuy(): void {
  openRequest.value = null;
  stockBaseline.clear();
  catalogCache.clear();
}
