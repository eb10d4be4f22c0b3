// The enhanced product page: colour and size radio groups (APG) in place of the server's links and form, the shared
// price view in the server's price line, the availability message (stock through core/stock.ts), find in store. It
// renders into the server's containers by portals and never touches the hero image, so hydration repaints no LCP.
import { createPortal } from "react-dom";
import { useSignals } from "@preact/signals-react/runtime";
import { ProductPriceView } from "../../core/product/price-view";
import { productPrice } from "../../core/product/price";
import { config, showcase, textLocale, user } from "../../core/store";
import { ProductActions } from "./actions";
import { RadioGroup } from "./radio-group";
import { availability, stockStatus, withStock, type ProductState } from "./rules";
import type { Parts, ProductPageAttributes } from "./schema";
import { useProductChoice } from "./use-product-choice";
import { useHiddenServerTwins, useSaleState } from "./use-server-markup";
import { useSizeStock } from "./use-stock";
import { WishlistToggle } from "../../core/wishlist/toggle-button";

export { WIDGET } from "./use-product-choice";

export interface ProductPageProps {
  initial: ProductState;
  parts: Parts;
  attributes: ProductPageAttributes;
  element: HTMLElement;
}

export function ProductPage({ initial, parts, attributes, element }: ProductPageProps) {
  useSignals();
  const { state, loading, detailsFailed, chooseColour, chooseSize, retryDetails } = useProductChoice(initial, parts, attributes, element);
  const language = textLocale.value;
  const flags = showcase.value;
  const stock = useSizeStock(
    element,
    state.sizes.map((s) => s.productId),
    attributes.resolveStockOnInit,
  );
  const sizes = state.sizes.map((size, i) => withStock(size, stock.readings[i]));
  const status = stockStatus(stock.readings);
  const selectedSize = sizes.find((s) => s.productId === state.selectedSize?.productId);
  const avail = availability({ ...state, sizes, selectedSize, status, now: new Date(), checkoutShowcase: flags.checkout });
  useSaleState(element, avail.saleable, status);
  useHiddenServerTwins(parts);

  const colourIndex = parts.colours?.options.findIndex((o) => o.variant.productId === state.selectedVariant?.productId) ?? -1;
  const findInStore = flags.findInStore
    ? null
    : {
        productId: state.productId,
        partNumber: state.uniquePartNumber,
        ...(selectedSize ? { sizeProductId: selectedSize.productId } : {}),
      };
  return (
    <>
      {parts.colours &&
        createPortal(
          <RadioGroup
            choice={parts.colours}
            checked={colourIndex}
            disabled={parts.colours.options.map(() => false)}
            onChoose={(i) => chooseColour(parts.colours!.options[i]!.variant.productId)}
            options={parts.colours.options.map((o) => (
              <>
                {o.variant.image && <img className="product-colour__image" src={o.variant.image} width={40} height={50} alt="" />}
                <span className="vitrine-visually-hidden">{o.label}</span>
              </>
            ))}
          />,
          parts.colours.serverList.parentElement!,
        )}
      {parts.sizes &&
        createPortal(
          <RadioGroup
            choice={parts.sizes}
            checked={sizes.findIndex((s) => s.productId === selectedSize?.productId)}
            disabled={sizes.map((s) => s.enabled !== true)}
            onChoose={(i) => chooseSize(sizes[i]!.productId)}
            options={sizes.map((s) => (
              <span>{s.label ?? s.code}</span>
            ))}
          />,
          parts.sizes.serverList.parentElement!,
        )}
      {parts.price &&
        createPortal(
          <div className="vitrine-product-price" aria-busy={loading || undefined}>
            <ProductPriceView
              price={productPrice(state, { vic: user.value.vic, priceShowcase: flags.price })}
              market={config.value.market}
              language={language}
            />
          </div>,
          parts.price,
        )}
      {parts.wishlist && createPortal(<WishlistToggle item={state.uniquePartNumber} />, parts.wishlist.parentElement ?? parts.wishlist)}
      {createPortal(
        <ProductActions
          language={language}
          avail={avail}
          stockFailed={status === "error"}
          detailsFailed={detailsFailed !== null}
          findInStore={findInStore}
          onRetryStock={stock.retry}
          onRetryDetails={retryDetails}
        />,
        parts.actions,
      )}
    </>
  );
}
