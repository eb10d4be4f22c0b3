// Pure rules of the product page: the §4 "Product" model (init, variant and size choice, the stock fill), the §8
// product developer errors, saleability (§4 "Life cycle"), the §2 variant URL, and the APG radio-group keys.
import { isSingleSku, sizeAvailability, type Size, type Variant } from "../../core/entities";
import type { Interval } from "../../core/attributes";
import { tileLabel, type TileLabel } from "../../core/product/life-cycle";
import { productPath } from "../../core/routes";

/** §8 "Developer errors" of the product model: thrown here, reported by the widget, no user-facing message. */
export class ProductModelError extends Error {
  override readonly name = "ProductModelError";
}

export interface ProductData {
  productId: string;
  partnumber: string;
  /** The colour this page shows; the product's own part number when it has no colour variants. */
  uniquePartNumber: string;
  name?: string;
  lifeCycle?: string;
  onlineExclusiveInterval?: Interval;
  onSale: boolean;
  hasSingleSku: boolean;
  price?: number;
  offerPrice?: number;
  discountPercentage?: number;
  privateSalesPrice?: number;
  privateSalesPercentage?: number;
  variants: Variant[];
  sizes: Size[];
}

export interface ProductState extends ProductData {
  selectedVariant?: Variant;
  selectedSize?: Size;
}

const stripStock = ({ enabled: _e, availableOnline: _o, availableStore: _s, ...size }: Size): Size => size;

/** §4 "Product": initialising clears the state, then selects the variant matching the unique part number; a single-SKU
 * product (and, our reading, a one-size product: nothing to choose) has its first size selected. */
export function initProduct(data: ProductData): ProductState {
  if (typeof data !== "object" || data === null || !Array.isArray(data.sizes) || !Array.isArray(data.variants))
    throw new ProductModelError("invalid product argument");
  const state: ProductState = { ...data, sizes: data.sizes.map(stripStock), selectedVariant: undefined, selectedSize: undefined };
  if (state.variants.length > 0) {
    const variant = state.variants.find((v) => v.partnumber === state.uniquePartNumber);
    if (!variant) throw new ProductModelError(`cannot find variant for product ${state.partnumber}`);
    state.selectedVariant = variant;
  }
  if (isSingleSku(state) || state.sizes.length === 1) state.selectedSize = state.sizes[0];
  return state;
}

function find<T extends { productId: string }>(items: readonly T[], id: string | undefined | null): T {
  if (!id) throw new ProductModelError("missing variantId or sizeId");
  const item = items.find((i) => i.productId === id);
  if (!item) throw new ProductModelError("cannot find variant or size");
  return item;
}

export function selectVariant(state: ProductState, variantId: string | undefined | null): ProductState {
  const variant = find(state.variants, variantId);
  return { ...state, selectedVariant: variant, uniquePartNumber: variant.partnumber ?? state.uniquePartNumber };
}

export function selectSize(state: ProductState, sizeId: string | undefined | null): ProductState {
  return { ...state, selectedSize: find(state.sizes, sizeId) };
}

export type StockReading =
  { status: "pending" } | { status: "ready"; online: number; store: number } | { status: "error"; message: string } | undefined;

/** §4: the stock check fills each size: `enabled`, `availableOnline`, `availableStore` (disabled = not enabled). A failed
 * check leaves every flag false; an unanswered one leaves them unset. */
export function withStock(size: Size, reading: StockReading): Size {
  if (!reading || reading.status === "pending") return stripStock(size);
  if (reading.status === "error") return { ...size, enabled: false, availableOnline: false, availableStore: false };
  const filled = { ...size, qty: reading.online, storeQty: reading.store };
  return { ...filled, ...sizeAvailability(filled) };
}

export type StockStatus = "pending" | "ready" | "error";

/** Resolved when every size has its answer; a failed answer for any size fails the product's check (§8). */
export function stockStatus(readings: readonly StockReading[]): StockStatus {
  if (readings.some((r) => r?.status === "error")) return "error";
  if (readings.length === 0 || readings.some((r) => !r || r.status === "pending")) return "pending";
  return "ready";
}

export type AvailabilityMessage = "checking" | "checkFailed" | "availableOnline" | "inStoreOnly" | "soldOut";

export interface Availability {
  saleable: boolean;
  /** The §4 life-cycle label shown beside the message (none under the checkout showcase flag). */
  label: TileLabel | null;
  message: AvailabilityMessage;
}

export interface AvailabilityInput {
  lifeCycle?: string;
  onlineExclusiveInterval?: Interval;
  onSale: boolean;
  /** Sizes filled by withStock. */
  sizes: readonly Size[];
  selectedSize: Size | undefined;
  status: StockStatus;
  now: Date;
  checkoutShowcase: boolean;
}

/** §4: saleable = stock resolved AND the life-cycle rule passes (our reading of the unshown rule: the §4 label would be
 * none) AND the chosen size, or any size before a choice, is available online. */
export function availability(input: AvailabilityInput): Availability {
  const { status, sizes, selectedSize } = input;
  const inStock = status === "ready" ? sizes.some((s) => s.availableOnline) : status === "error" ? false : undefined;
  const rule = { lifeCycle: input.lifeCycle, inStock, onSale: input.onSale, interval: input.onlineExclusiveInterval, now: input.now };
  const lifeCycleLabel = tileLabel({ ...rule, checkoutShowcase: false });
  const label = input.checkoutShowcase ? null : lifeCycleLabel;
  if (status !== "ready")
    return { saleable: false, label: status === "error" ? label : null, message: status === "pending" ? "checking" : "checkFailed" };
  const scope = selectedSize ? sizes.filter((s) => s.productId === selectedSize.productId) : sizes;
  const online = scope.some((s) => s.availableOnline);
  const store = scope.some((s) => s.availableStore);
  return { saleable: lifeCycleLabel === null && online, label, message: online ? "availableOnline" : store ? "inStoreOnly" : "soldOut" };
}

/** §2: the page of a colour: `/products.{slug}.{uniquePartNumber}`, the slug from the name, or kept from the current path. */
export function variantPath(pathname: string, name: string | undefined, uniquePartNumber: string): string {
  if (name) return productPath(name, uniquePartNumber);
  const current = /^(\/products\..*)\.[^./]+$/.exec(pathname);
  return current ? `${current[1]}.${uniquePartNumber}` : productPath(undefined, uniquePartNumber);
}

/** APG radio group: arrows move to the next or previous option (wrapping; left and right mirrored in right-to-left
 * pages), skipping disabled options unless every option is disabled. */
export function radioTarget(key: string, index: number, disabled: readonly boolean[], direction: "ltr" | "rtl"): number | undefined {
  const count = disabled.length;
  const forward = key === "ArrowDown" || key === (direction === "rtl" ? "ArrowLeft" : "ArrowRight");
  const backward = key === "ArrowUp" || key === (direction === "rtl" ? "ArrowRight" : "ArrowLeft");
  if ((!forward && !backward) || count === 0) return undefined;
  const step = forward ? 1 : -1;
  const allDisabled = disabled.every(Boolean);
  for (let i = 1; i <= count; i++) {
    const next = (index + step * i + count * count) % count;
    if (allDisabled || !disabled[next]) return next;
  }
  return undefined;
}

/** Roving tabindex: the checked option, else the first enabled, else the first. */
export function radioStop(checked: number, disabled: readonly boolean[]): number {
  if (checked >= 0) return checked;
  const firstEnabled = disabled.indexOf(false);
  return firstEnabled >= 0 ? firstEnabled : 0;
}
