// The enhanced product page: colour and size radio groups (APG) in place of the server's links and form, the shared
// price view in the server's price line, the availability message (stock through core/stock.ts), find in store.
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useSignals } from "@preact/signals-react/runtime";
import { config, showcase, textLocale, user } from "../../core/store";
import { requestStock, stockOf } from "../../core/stock";
import { emit } from "../../core/events";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { HttpError } from "../../core/http";
import { loadProduct } from "../../core/product-data";
import { productPrice } from "../../core/product/price";
import { ProductPriceView } from "../../core/product/price-view";
import { replaceEntry } from "../../core/url-state";
import { t } from "../../markets/messages";
import type { Product } from "../../core/entities";
import { productPageText } from "./messages";
import { availability, radioStop, radioTarget, selectSize, selectVariant, stockStatus, variantPath, withStock, type ProductState } from "./rules";
import type { Choice, Parts, ProductPageAttributes } from "./schema";

export const WIDGET = "product-page";
export const HISTORY_TITLE = "product-page";

export interface ProductPageProps {
  initial: ProductState;
  parts: Parts;
  attributes: ProductPageAttributes;
  element: HTMLElement;
}

/** Hides the server's markup the enhanced copy replaces (same classes, same place) while mounted. */
function useHidden(parts: Parts) {
  const [server] = useState(() => [parts.colours?.serverList, parts.sizes?.serverList, ...[...(parts.price?.children ?? [])]]);
  useLayoutEffect(() => {
    const hidden = server.filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hidden);
    for (const el of hidden) el.hidden = true;
    return () => hidden.forEach((el) => (el.hidden = false));
  }, [server]);
}

export function ProductPage({ initial, parts, attributes, element }: ProductPageProps) {
  useSignals();
  const [state, setState] = useState(initial);
  const [stockAsked, setStockAsked] = useState(attributes.resolveStockOnInit);
  const [loading, setLoading] = useState(false);
  /** The colour whose §7 product data failed to load (its retry reloads it). */
  const [detailsFailed, setDetailsFailed] = useState<string | null>(null);
  const language = textLocale.value;
  const { market } = config.value;
  const flags = showcase.value;
  const sizeIds = state.sizes.map((s) => s.productId);

  useEffect(() => {
    if (stockAsked) requestStock(sizeIds);
  }, [stockAsked, sizeIds.join("|")]);

  // Without `resolve-stock-on-init`, the check waits for the shopper's first touch of the product.
  useEffect(() => {
    if (stockAsked) return;
    const ask = () => setStockAsked(true);
    const events = ["focusin", "pointerover", "touchstart"] as const;
    for (const type of events) element.addEventListener(type, ask, { once: true, passive: true });
    return () => events.forEach((type) => element.removeEventListener(type, ask));
  }, [element, stockAsked]);

  const readings = sizeIds.map((id) => (stockAsked ? stockOf(id).value : undefined));
  const sizes = state.sizes.map((size, i) => withStock(size, readings[i]));
  const status = stockStatus(readings);
  const selectedSize = sizes.find((s) => s.productId === state.selectedSize?.productId);
  const avail = availability({ ...state, sizes, selectedSize, status, now: new Date(), checkoutShowcase: flags.checkout });

  useLayoutEffect(() => {
    element.dataset.saleable = String(avail.saleable);
    element.dataset.stock = status;
  }, [element, avail.saleable, status]);

  useLayoutEffect(() => {
    if (!parts.wishlist) return;
    parts.wishlist.hidden = flags.wishlist;
    return () => void (parts.wishlist!.hidden = false);
  }, [parts.wishlist, flags.wishlist]);

  const report = (error: unknown, attribute?: string) =>
    reportWidgetError({ widget: WIDGET, element, message: errorMessage(error), ...(attribute ? { attribute } : {}) });

  const applyProductData = (partNumber: string, product: Product) =>
    setState((current) => {
      if (current.uniquePartNumber !== partNumber) return current; // a later colour was chosen meanwhile
      const { price, offerPrice, discountPercentage, privateSalesPrice, privateSalesPercentage, lifeCycle, onlineExclusiveInterval, onSale } = product;
      const sizes = product.sizes.length > 0 ? product.sizes : current.sizes;
      const selected = sizes.find((s) => s.productId === current.selectedSize?.productId) ?? (sizes.length === 1 ? sizes[0] : undefined);
      return { ...current, price, offerPrice, discountPercentage, privateSalesPrice, privateSalesPercentage, lifeCycle, onlineExclusiveInterval, onSale, sizes, selectedSize: selected };
    });

  const chooseColour = (variantId: string) => {
    let next: ProductState;
    try {
      next = selectVariant(state, variantId);
    } catch (error) {
      return report(error, "data-variant");
    }
    if (next.uniquePartNumber === state.uniquePartNumber) return;
    setState(next);
    const variant = next.selectedVariant!;
    if (parts.image && variant.image) parts.image.src = variant.image;
    if (parts.partNumber) parts.partNumber.textContent = next.uniquePartNumber;
    replaceEntry(HISTORY_TITLE, `${variantPath(location.pathname, attributes.name, next.uniquePartNumber)}${location.search}${location.hash}`, {
      partNumber: next.uniquePartNumber,
    });
    loadDetails(next.uniquePartNumber);
  };

  /** §7 product data of the chosen colour (its prices and sizes); a newer choice supersedes it. */
  const loadDetails = (partNumber: string) => {
    setLoading(true);
    setDetailsFailed(null);
    loadProduct(partNumber, { supersede: `${WIDGET}:${state.productId}` }).then(
      (product) => {
        applyProductData(partNumber, product);
        setLoading(false);
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.kind === "superseded") return;
        setLoading(false);
        setDetailsFailed(partNumber);
        console.error(`[vitrine] ${WIDGET}: product data for ${partNumber}: ${errorMessage(error)}`);
      },
    );
  };

  const chooseSize = (sizeId: string) => {
    try {
      setState(selectSize(state, sizeId));
    } catch (error) {
      report(error, "data-sizes");
    }
  };

  const price = productPrice(state, { vic: user.value.vic, priceShowcase: flags.price });
  const colourIndex = parts.colours?.options.findIndex((o) => o.variant.productId === state.selectedVariant?.productId) ?? -1;
  const sizeIndex = sizes.findIndex((s) => s.productId === selectedSize?.productId);

  useHidden(parts);

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
            checked={sizeIndex}
            disabled={sizes.map((s) => s.enabled !== true)}
            onChoose={(i) => chooseSize(sizes[i]!.productId)}
            options={sizes.map((s) => <span>{s.label ?? s.code}</span>)}
          />,
          parts.sizes.serverList.parentElement!,
        )}
      {parts.price &&
        createPortal(
          <div className="vitrine-product-price" aria-busy={loading || undefined}>
            <ProductPriceView price={price} market={market} language={language} />
          </div>,
          parts.price,
        )}
      {createPortal(
        <div className="vitrine-product-actions">
          <p className="vitrine-product-availability" role="status" data-availability={avail.message}>
            {avail.label && <span className="vitrine-product-availability__label">{t(language, avail.label)}</span>}
            <span>{productPageText(language, avail.message)}</span>
          </p>
          {status === "error" && (
            <button type="button" className="vitrine-retry" onClick={() => requestStock(sizeIds)}>
              {productPageText(language, "retry")}
            </button>
          )}
          {detailsFailed && (
            <p className="vitrine-status-line" role="alert">
              {productPageText(language, "detailsFailed")}{" "}
              <button type="button" className="vitrine-retry" onClick={() => loadDetails(detailsFailed)}>
                {productPageText(language, "retry")}
              </button>
            </p>
          )}
          {!flags.findInStore && (
            <button
              type="button"
              className="vitrine-retry vitrine-product-find-in-store"
              onClick={() =>
                emit("find-in-store", {
                  productId: state.productId,
                  partNumber: state.uniquePartNumber,
                  ...(selectedSize ? { sizeProductId: selectedSize.productId } : {}),
                })
              }
            >
              {productPageText(language, "findInStore")}
            </button>
          )}
        </div>,
        parts.actions,
      )}
    </>
  );
}

interface RadioGroupProps {
  choice: Choice;
  checked: number;
  disabled: readonly boolean[];
  options: readonly ReactNode[];
  onChoose(index: number): void;
}

/** APG radio group: one tab stop (the checked option, else the first enabled), arrows move and choose, Space chooses;
 * a disabled option (§4: disabled = not enabled) stays readable but cannot be chosen. */
function RadioGroup({ choice, checked, disabled, options, onChoose }: RadioGroupProps) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const labelId = (choice.label.id ||= `vitrine-${Math.random().toString(36).slice(2)}`);
  const stop = radioStop(checked, disabled);
  const choose = (index: number) => {
    if (!disabled[index]) onChoose(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = refs.current.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      choose(index);
      return;
    }
    const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
    const target = radioTarget(event.key, index, disabled, direction);
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
    choose(target);
  };
  const { classes } = choice;
  const option = (content: ReactNode, index: number) => (
    <span
      ref={(el) => {
        refs.current[index] = el;
      }}
      role="radio"
      className={`${classes.option}${disabled[index] ? " is-disabled" : ""}`}
      aria-checked={index === checked}
      aria-disabled={disabled[index] || undefined}
      tabIndex={index === stop ? 0 : -1}
      onClick={() => choose(index)}
    >
      {content}
    </span>
  );
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={`${classes.list} vitrine-radio-group`} onKeyDown={onKeyDown}>
      {options.map((content, index) =>
        classes.item ? (
          <span key={index} className={classes.item}>
            {option(content, index)}
          </span>
        ) : (
          <Fragment key={index}>{option(content, index)}</Fragment>
        ),
      )}
    </div>
  );
}
