// The shopper's choice of colour and size (§2, §4): a colour changes the image, the part number and the URL slug in
// place (replaceState) and loads that colour's §7 product data (its prices and sizes); a newer choice supersedes it.
import { useState } from "react";
import type { Product } from "../../core/entities";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { HttpError } from "../../core/http";
import { loadProduct } from "../../core/product-data";
import { replaceEntry } from "../../core/url-state";
import { selectSize, selectVariant, variantPath, type ProductState } from "./rules";
import type { Parts, ProductPageAttributes } from "./schema";

export const WIDGET = "product-page";
export const HISTORY_TITLE = "product-page";

/** The product data's prices and sizes over the current state, unless a later colour was chosen meanwhile. */
function withProductData(current: ProductState, partNumber: string, product: Product): ProductState {
  if (current.uniquePartNumber !== partNumber) return current;
  const { price, offerPrice, discountPercentage, privateSalesPrice, privateSalesPercentage, lifeCycle, onlineExclusiveInterval, onSale } =
    product;
  const sizes = product.sizes.length > 0 ? product.sizes : current.sizes;
  const selected = sizes.find((s) => s.productId === current.selectedSize?.productId) ?? (sizes.length === 1 ? sizes[0] : undefined);
  return {
    ...current,
    price,
    offerPrice,
    discountPercentage,
    privateSalesPrice,
    privateSalesPercentage,
    lifeCycle,
    onlineExclusiveInterval,
    onSale,
    sizes,
    selectedSize: selected,
  };
}

export function useProductChoice(initial: ProductState, parts: Parts, attributes: ProductPageAttributes, element: HTMLElement) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  /** The colour whose §7 product data failed to load (its retry reloads it). */
  const [detailsFailed, setDetailsFailed] = useState<string | null>(null);

  const report = (message: string, attribute?: string, cause?: unknown) =>
    reportWidgetError({ widget: WIDGET, element, message, ...(attribute ? { attribute } : {}), ...(cause === undefined ? {} : { cause }) });

  const loadDetails = (partNumber: string) => {
    setLoading(true);
    setDetailsFailed(null);
    loadProduct(partNumber, { supersede: `${WIDGET}:${state.productId}` }).then(
      (product) => {
        setState((current) => withProductData(current, partNumber, product));
        setLoading(false);
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.kind === "superseded") return;
        setLoading(false);
        setDetailsFailed(partNumber);
        report(`product data for ${partNumber}: ${errorMessage(error)}`, undefined, error);
      },
    );
  };

  const chooseColour = (variantId: string) => {
    let next: ProductState;
    try {
      next = selectVariant(state, variantId);
    } catch (error) {
      return report(errorMessage(error), "data-variant");
    }
    if (next.uniquePartNumber === state.uniquePartNumber) return;
    setState(next);
    const variant = next.selectedVariant!;
    if (parts.image && variant.image) parts.image.src = variant.image;
    if (parts.partNumber) parts.partNumber.textContent = next.uniquePartNumber;
    replaceEntry(
      HISTORY_TITLE,
      `${variantPath(location.pathname, attributes.name, next.uniquePartNumber)}${location.search}${location.hash}`,
      {
        partNumber: next.uniquePartNumber,
      },
    );
    loadDetails(next.uniquePartNumber);
  };

  const chooseSize = (sizeId: string) => {
    try {
      setState(selectSize(state, sizeId));
    } catch (error) {
      report(errorMessage(error), "data-sizes");
    }
  };

  return { state, loading, detailsFailed, chooseColour, chooseSize, retryDetails: () => detailsFailed && loadDetails(detailsFailed) };
}
