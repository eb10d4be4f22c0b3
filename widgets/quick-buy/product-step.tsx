// Step 0 of the quick-buy modal (§2, §4): the product, its colour, size and quantity, and add to bag.
import { useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { addToCart, quantityInCart } from "../../core/cart";
import type { CartResponse, Product, QuickBuyInitPayload } from "../../core/entities";
import { errorMessage } from "../../core/errors";
import { formatNumber } from "../../core/format";
import { HttpError } from "../../core/http";
import { ProductPriceView } from "../../core/product/price-view";
import { productPrice } from "../../core/product/price";
import { sameOriginPath } from "../../core/safe-url";
import { stockOf } from "../../core/stock";
import { WishlistToggle } from "../../core/wishlist/toggle-button";
import { cart, config, showcase, textLocale, user } from "../../core/store";
import {
  addBlocked,
  availableQty,
  clampQuantity,
  configurationLimits,
  configuratorUrl,
  quantityCap,
  renditionImage,
  showcaseView,
  type AddBlocked,
} from "./rules";
import { sizeGuidePage, baselineOf, reportQuickBuyError } from "./state";
import { useQuickBuyText } from "./use-text";

type Text = ReturnType<typeof useQuickBuyText>;

export interface ProductStepProps {
  payload: QuickBuyInitPayload;
  opener: HTMLElement;
  product: Product;
  selectedSize: string | undefined;
  inStore: boolean;
  titleId: string;
  onSelectSize(productId: string | undefined): void;
  onChangeColour(partNumber: string): void;
  onAdded(bag: CartResponse): void;
}

/** What the shopper can still add of a size, once its stock is read. */
function sizeLeft(productId: string): number | undefined {
  const state = stockOf(productId).value;
  return state?.status === "ready" ? availableQty(state.online, baselineOf(productId), quantityInCart(cart.value, productId)) : undefined;
}

export function ProductStep({
  payload,
  opener,
  product,
  selectedSize,
  inStore,
  titleId,
  onSelectSize,
  onChangeColour,
  onAdded,
}: ProductStepProps) {
  useSignals();
  const t = useQuickBuyText();
  const { market, configurator } = config.value;
  const view = showcaseView(showcase.value, market.ecommerceEnabled);
  const [quantity, setQuantity] = useState(payload.quantity);
  const editMode = !payload.showListCart;
  const stockReady = product.sizes.every((s) => stockOf(s.productId).value?.status === "ready");
  const limits = configurationLimits(configurator, cart.value, {
    inStore,
    configurationID: payload.configurationID,
    isPersonalize: payload.isPersonalize,
  });
  const cap = quantityCap(selectedSize ? (sizeLeft(selectedSize) ?? 0) : 0, limits.quantityLimit);
  const qty = clampQuantity(quantity, cap);
  const blocked = addBlocked({
    selectedSize,
    initialSize: payload.productId,
    editMode,
    cap,
    pending: !stockReady,
    configurationLimitReached: limits.limitReached,
  });
  const add = useAddToBag(opener, onAdded);
  const oneSize = product.sizes.length === 1;
  const image = renditionImage((inStore ? payload.inStoreImage : undefined) ?? payload.baseImage ?? product.image ?? "", inStore);
  const price = productPrice(
    { ...product, privateSalesPrice: payload.privateSalesPrice ?? product.privateSalesPrice },
    { vic: user.value.vic, priceShowcase: !view.price },
  );
  const blockedText = blockedMessage(blocked, t);
  return (
    <div className="vitrine-quick-buy__product">
      <img className="vitrine-quick-buy__image" src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" />
      <div className="vitrine-quick-buy__details">
        <h2 id={titleId} className="vitrine-quick-buy__title">
          {product.name ?? payload.partNumber}
        </h2>
        {inStore && payload.inStoreDetailsString && <p className="vitrine-quick-buy__configuration">{payload.inStoreDetailsString}</p>}
        <ProductPriceView price={price} market={market} language={textLocale.value} />
        {!inStore && product.variants.length > 1 && (
          <ColourSelect product={product} fallbackPartNumber={payload.partNumber} onChange={onChangeColour} t={t} />
        )}
        {oneSize ? (
          <p className="vitrine-quick-buy__one-size">{t("oneSize")}</p>
        ) : (
          <SizeSelect product={product} selectedSize={selectedSize} initialSize={payload.productId} onChange={onSelectSize} t={t} />
        )}
        {cap > 0 && <QuantitySelect cap={cap} value={qty} onChange={setQuantity} t={t} />}
        {inStore ? (
          <p className="vitrine-quick-buy__links">
            <a href={sizeGuidePage(config.value.siteRoot)}>{t("sizeGuide")}</a>
            <a href={configuratorUrl(configurator, payload.partNumber, payload.configurationID)}>{t("editConfiguration")}</a>
          </p>
        ) : (
          <p className="vitrine-quick-buy__links">
            <a href={sameOriginPath(product.canonicalUrl) ?? opener.getAttribute("href") ?? "#"}>{t("moreDetails")}</a>
            <WishlistToggle item={product.uniquePartNumber ?? product.partnumber ?? payload.partNumber} />
          </p>
        )}
        {blockedText && <p className="vitrine-quick-buy__note">{blockedText}</p>}
        {add.message && (
          <p role="alert" className="vitrine-quick-buy__note" data-quick-buy-error="add">
            {add.message}
          </p>
        )}
        {view.addToBag && (
          <button
            type="button"
            className="vitrine-quick-buy__button vitrine-quick-buy__button--primary"
            disabled={blocked !== null && blocked !== "pending"}
            aria-disabled={blocked === "pending" || add.pending || undefined}
            data-autofocus={oneSize || undefined}
            data-quick-buy-add
            onClick={() =>
              blocked === null &&
              selectedSize &&
              void add.run({ productId: selectedSize, quantity: qty, configurationID: payload.configurationID })
            }
          >
            {payload.customLabelButton ?? t(editMode ? "updateBag" : "addToBag")}
          </button>
        )}
      </div>
    </div>
  );
}

function blockedMessage(blocked: AddBlocked, t: Text): string | null {
  if (blocked === "out-of-stock") return t("outOfStock");
  if (blocked === "same-size") return t("sameSize");
  if (blocked === "configuration-limit") return t("configurationLimit");
  return null;
}

/** One add at a time; a refused add says why (409: how many are left) and keeps the step. */
function useAddToBag(opener: HTMLElement, onAdded: (bag: CartResponse) => void) {
  const t = useQuickBuyText();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (line: Parameters<typeof addToCart>[0]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setMessage(null);
    try {
      onAdded(await addToCart(line));
    } catch (error) {
      reportQuickBuyError(opener, `add to bag failed: ${errorMessage(error)}`, error);
      const left =
        error instanceof HttpError && error.status === 409
          ? (error.body as { availableQuantity?: unknown } | undefined)?.availableQuantity
          : undefined;
      setMessage(typeof left === "number" ? t("notEnoughStock", { count: left }) : t("addFailed"));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { run, pending, message };
}

function ColourSelect({
  product,
  fallbackPartNumber,
  onChange,
  t,
}: {
  product: Product;
  fallbackPartNumber: string;
  onChange(partNumber: string): void;
  t: Text;
}) {
  const current = product.selectedVariant?.partnumber ?? product.uniquePartNumber ?? fallbackPartNumber;
  return (
    <label className="vitrine-quick-buy__field">
      <span>{t("colour")}</span>
      <select value={current} autoComplete="off" onChange={(e) => onChange(e.currentTarget.value)}>
        {product.variants.map((v) => (
          <option key={v.partnumber ?? v.productId} value={v.partnumber ?? ""}>
            {v.color || t("defaultColour")}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Sizes with nothing left are marked sold out and cannot be chosen (the initial one stays choosable in edit mode). */
function SizeSelect({
  product,
  selectedSize,
  initialSize,
  onChange,
  t,
}: {
  product: Product;
  selectedSize: string | undefined;
  initialSize: string | undefined;
  onChange(productId: string | undefined): void;
  t: Text;
}) {
  return (
    <label className="vitrine-quick-buy__field">
      <span>{t("size")}</span>
      <select value={selectedSize ?? ""} autoComplete="off" data-autofocus onChange={(e) => onChange(e.currentTarget.value || undefined)}>
        <option value="">{t("chooseSize")}</option>
        {product.sizes.map((s) => {
          const left = sizeLeft(s.productId);
          const label = s.label ?? s.code;
          return (
            <option key={s.productId} value={s.productId} disabled={left === 0 && s.productId !== initialSize}>
              {left === 0 ? t("soldOut", { size: label }) : label}
            </option>
          );
        })}
      </select>
    </label>
  );
}

function QuantitySelect({ cap, value, onChange, t }: { cap: number; value: number; onChange(quantity: number): void; t: Text }) {
  return (
    <label className="vitrine-quick-buy__field">
      <span>{t("quantity")}</span>
      <select value={value} autoComplete="off" onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {Array.from({ length: cap }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {formatNumber(i + 1, config.value.market)}
          </option>
        ))}
      </select>
    </label>
  );
}
