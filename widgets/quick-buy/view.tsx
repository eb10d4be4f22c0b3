// The quick-buy modal (§2 "Quick-buy modal", §4 "Quick buy", §8): one APG modal dialog per page, opened by any
// trigger. Step 0 shows the product and adds to the bag; step 1 lists the bag. The page behind is inert and does not
// scroll, focus moves in after 300 ms (§9) and returns to the opener on close; a live region announces the bag.
import { useEffect, useId, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { addToCart, itemCount, loadCart, quantityInCart } from "../../core/cart";
import { prefersReducedMotion } from "../../core/dom";
import { isSingleSku, type Product } from "../../core/entities";
import { errorMessage } from "../../core/errors";
import { emit } from "../../core/events";
import { HttpError } from "../../core/http";
import { ProductPriceView } from "../../core/product/price-view";
import { productPrice } from "../../core/product/price";
import { loadProduct } from "../../core/product-data";
import { lockScroll } from "../../core/scroll-lock";
import { sameOriginPath } from "../../core/safe-url";
import { requestStock, stockOf } from "../../core/stock";
import { cart, config, showcase, textLocale, user } from "../../core/store";
import { createFocusTrap } from "focus-trap";
import { tabbable } from "tabbable";
import { quickBuyText } from "./messages";
import { CartList } from "./cart-list";
import { WIDGET, SIZE_GUIDE_PAGE, baselineOf, closeQuickBuy, openRequest, type OpenRequest } from "./state";
import {
  addBlocked,
  afterAdd,
  availableQty,
  clampQuantity,
  configurationLimits,
  configuratorUrl,
  focusDelay,
  quantityCap,
  renditionImage,
  showcaseView,
} from "./rules";

export function QuickBuyHost({ host }: { host: HTMLElement }) {
  useSignals();
  const request = openRequest.value;
  const [announcement, setAnnouncement] = useState("");
  return (
    <>
      <p className="vitrine-visually-hidden" role="status" aria-atomic="true" data-quick-buy-status>
        {announcement}
      </p>
      {request && <QuickBuyDialog key={request.id} request={request} host={host} announce={setAnnouncement} />}
    </>
  );
}

type Step = "loading" | "init-error" | "product" | "list";

/** The dialog renders only what is shown (no `hidden` parts), so no layout check is needed; happy-dom has no layout. */
const TABBABLE_OPTIONS = { displayCheck: "none" } as const;

function focusInitial(dialog: HTMLElement | null): void {
  if (!dialog) return;
  const target = dialog.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ?? tabbable(dialog, TABBABLE_OPTIONS)[0] ?? dialog;
  target.focus();
}

function QuickBuyDialog({ request, host, announce }: { request: OpenRequest; host: HTMLElement; announce(text: string): void }) {
  useSignals();
  const { payload, opener } = request;
  const language = textLocale.value;
  const { market, country, configurator } = config.value;
  const inStore = config.value.inStore || payload.inStore;
  const view = showcaseView(showcase.value);
  const t = (key: Parameters<typeof quickBuyText>[1], vars?: Record<string, string | number>) => quickBuyText(language, key, vars);
  const dialog = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focusReady = useRef(false);
  const titleId = useId();
  const [step, setStep] = useState<Step>("loading");
  const [product, setProduct] = useState<Product | null>(null);
  const [selectedSize, setSelectedSize] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState(payload.quantity);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [message, setMessage] = useState<string | null>(null);

  // Open: the page behind is inert and fixed; Escape closes; focus moves in after 300 ms. Close: all undone, focus
  // back on the opener.
  useEffect(() => {
    const release = lockScroll();
    const siblings = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute("inert"));
    for (const el of siblings) el.setAttribute("inert", "");
    // Focus moves in by the 300 ms timer below (§9), Escape is handled here; the trap only keeps Tab inside.
    const trap = createFocusTrap(dialog.current!, {
      initialFocus: false,
      fallbackFocus: dialog.current!,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      tabbableOptions: TABBABLE_OPTIONS,
    }).activate();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      closeQuickBuy();
    };
    document.addEventListener("keydown", onKeyDown);
    const timer = setTimeout(() => {
      focusReady.current = true;
      focusInitial(dialog.current);
    }, focusDelay(prefersReducedMotion()));
    emit("quick-buy", { action: "open", partNumber: payload.partNumber });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", onKeyDown);
      for (const el of siblings) el.removeAttribute("inert");
      trap.deactivate();
      release();
      if (opener.isConnected) opener.focus({ preventScroll: true });
      emit("quick-buy", { action: "close", partNumber: payload.partNumber });
    };
  }, [host, opener, payload.partNumber]);

  // Init (§8): the product, and the bag (so the stock read can be set against it).
  useEffect(() => {
    const controller = new AbortController();
    const bag = cart.value ? Promise.resolve() : loadCart({ signal: controller.signal }).then(() => {}, () => {});
    Promise.all([loadProduct(payload.partNumber, { signal: controller.signal, supersede: WIDGET }), bag]).then(
      ([loaded]) => {
        requestStock(loaded.sizes.map((s) => s.productId));
        setProduct(loaded);
        const initial = loaded.sizes.find((s) => s.productId === payload.productId)?.productId;
        setSelectedSize(initial ?? (isSingleSku(loaded) || loaded.sizes.length === 1 ? loaded.sizes[0]?.productId : undefined));
        setStep("product");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[vitrine] quick-buy: init failed for ${payload.partNumber}: ${errorMessage(error)}`);
        setStep("init-error");
      },
    );
    return () => controller.abort();
  }, [payload]);

  const stock = product?.sizes.map((s) => stockOf(s.productId).value) ?? [];
  const stockFailed = stock.some((s) => s?.status === "error");
  const shownStep: Step = step === "product" && stockFailed ? "init-error" : step;

  // The content arrived after the 300 ms: focus moves from the dialog box to the first control.
  useEffect(() => {
    if (!focusReady.current) return;
    if (shownStep === "list") title.current?.focus();
    else if (document.activeElement === dialog.current || !dialog.current?.contains(document.activeElement)) focusInitial(dialog.current);
  }, [shownStep]);

  let body;
  if (shownStep === "loading") {
    body = (
      <>
        <h2 id={titleId} className="vitrine-visually-hidden">{t("dialogLabel")}</h2>
        <p className="vitrine-quick-buy__loading">{t("loading")}</p>
      </>
    );
  } else if (shownStep === "init-error") {
    body = (
      <>
        <h2 id={titleId} className="vitrine-quick-buy__title">{t("dialogLabel")}</h2>
        <p role="alert" data-quick-buy-error="init">{t("initError")}</p>
        <button type="button" className="vitrine-quick-buy__button" data-autofocus onClick={closeQuickBuy}>
          {t("close")}
        </button>
      </>
    );
  } else if (shownStep === "product" && product) {
    const editMode = !payload.showListCart;
    const sizeState = (id: string) => {
      const state = stockOf(id).value;
      return state?.status === "ready" ? availableQty(state.online, baselineOf(id), quantityInCart(cart.value, id)) : undefined;
    };
    const stockReady = stock.every((s) => s?.status === "ready");
    const limits = configurationLimits(configurator, cart.value, { inStore, configurationID: payload.configurationID, isPersonalize: payload.isPersonalize });
    const available = selectedSize ? (sizeState(selectedSize) ?? 0) : 0;
    const cap = quantityCap(available, limits.quantityLimit);
    const qty = clampQuantity(quantity, cap);
    const blocked = addBlocked({
      selectedSize,
      initialSize: payload.productId,
      editMode,
      cap,
      pending: !stockReady,
      configurationLimitReached: limits.limitReached,
    });
    const oneSize = product.sizes.length === 1;
    const image = renditionImage((inStore ? payload.inStoreImage : undefined) ?? payload.baseImage ?? product.image ?? "", inStore);
    const price = productPrice(
      { ...product, privateSalesPrice: payload.privateSalesPrice ?? product.privateSalesPrice },
      { vic: user.value.vic, priceShowcase: !view.price },
    );
    const variants = product.variants;
    const currentVariant = product.selectedVariant?.partnumber ?? product.uniquePartNumber ?? payload.partNumber;
    const add = async () => {
      if (blocked || !selectedSize || inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setMessage(null);
      try {
        const next = await addToCart({ productId: selectedSize, quantity: qty, configurationID: payload.configurationID });
        announce(t("announceAdded", { count: itemCount(next) }));
        if (afterAdd(payload.showListCart) === "close") closeQuickBuy();
        else setStep("list");
      } catch (error) {
        console.error(`[vitrine] quick-buy: add to bag failed: ${errorMessage(error)}`);
        const left = error instanceof HttpError && error.status === 409 ? (error.body as { availableQuantity?: unknown } | undefined)?.availableQuantity : undefined;
        setMessage(typeof left === "number" ? t("notEnoughStock", { count: left }) : t("addFailed"));
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    };
    const changeColour = (partNumber: string) => {
      loadProduct(partNumber, { supersede: WIDGET }).then(
        (loaded) => {
          requestStock(loaded.sizes.map((s) => s.productId));
          setProduct(loaded);
          if (!loaded.sizes.some((s) => s.productId === selectedSize)) setSelectedSize(loaded.sizes.length === 1 ? loaded.sizes[0]?.productId : undefined);
        },
        (error: unknown) => {
          if (error instanceof HttpError && (error.kind === "superseded" || error.kind === "aborted")) return;
          console.error(`[vitrine] quick-buy: init failed for ${partNumber}: ${errorMessage(error)}`);
          setStep("init-error");
        },
      );
    };
    const blockedText = blocked === "out-of-stock" ? t("outOfStock") : blocked === "same-size" ? t("sameSize") : blocked === "configuration-limit" ? t("configurationLimit") : null;
    body = (
      <div className="vitrine-quick-buy__product">
        <img className="vitrine-quick-buy__image" src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" />
        <div className="vitrine-quick-buy__details">
          <h2 id={titleId} className="vitrine-quick-buy__title">{product.name ?? payload.partNumber}</h2>
          {inStore && payload.inStoreDetailsString && <p className="vitrine-quick-buy__configuration">{payload.inStoreDetailsString}</p>}
          <ProductPriceView price={price} market={market} language={language} />
          {!inStore && variants.length > 1 && (
            <label className="vitrine-quick-buy__field">
              <span>{t("colour")}</span>
              <select value={currentVariant} autoComplete="off" onChange={(e) => changeColour(e.currentTarget.value)}>
                {variants.map((v) => (
                  <option key={v.partnumber ?? v.productId} value={v.partnumber ?? ""}>
                    {v.color || t("defaultColour")}
                  </option>
                ))}
              </select>
            </label>
          )}
          {oneSize ? (
            <p className="vitrine-quick-buy__one-size">{t("oneSize")}</p>
          ) : (
            <label className="vitrine-quick-buy__field">
              <span>{t("size")}</span>
              <select
                value={selectedSize ?? ""}
                autoComplete="off"
                data-autofocus
                onChange={(e) => setSelectedSize(e.currentTarget.value || undefined)}
              >
                <option value="">{t("chooseSize")}</option>
                {product.sizes.map((s) => {
                  const left = sizeState(s.productId);
                  const label = s.label ?? s.code;
                  return (
                    <option key={s.productId} value={s.productId} disabled={left === 0 && s.productId !== payload.productId}>
                      {left === 0 ? t("soldOut", { size: label }) : label}
                    </option>
                  );
                })}
              </select>
            </label>
          )}
          {cap > 0 && (
            <label className="vitrine-quick-buy__field">
              <span>{t("quantity")}</span>
              <select value={qty} autoComplete="off" onChange={(e) => setQuantity(Number(e.currentTarget.value))}>
                {Array.from({ length: cap }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          {inStore ? (
            <p className="vitrine-quick-buy__links">
              <a href={SIZE_GUIDE_PAGE}>{t("sizeGuide")}</a>
              <a href={configuratorUrl(configurator, payload.partNumber, payload.configurationID)}>{t("editConfiguration")}</a>
            </p>
          ) : (
            <p className="vitrine-quick-buy__links">
              <a href={sameOriginPath(product.canonicalUrl) ?? opener.getAttribute("href") ?? "#"}>{t("moreDetails")}</a>
            </p>
          )}
          {blockedText && <p className="vitrine-quick-buy__note">{blockedText}</p>}
          {message && (
            <p role="alert" className="vitrine-quick-buy__note" data-quick-buy-error="add">
              {message}
            </p>
          )}
          {view.addToBag && (
            <button
              type="button"
              className="vitrine-quick-buy__button vitrine-quick-buy__button--primary"
              disabled={blocked !== null && blocked !== "pending"}
              aria-disabled={blocked === "pending" || pending || undefined}
              data-autofocus={oneSize || undefined}
              data-quick-buy-add
              onClick={add}
            >
              {payload.customLabelButton ?? t(editMode ? "updateBag" : "addToBag")}
            </button>
          )}
        </div>
      </div>
    );
  } else {
    body = <CartList titleId={titleId} title={title} inStore={inStore} announce={announce} />;
  }

  return (
    <div className="vitrine-quick-buy">
      <div className="vitrine-quick-buy__backdrop" onClick={closeQuickBuy} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`vitrine-quick-buy__dialog${inStore ? " vitrine-quick-buy__dialog--in-store" : ""}`}
        data-step={shownStep}
      >
        {shownStep !== "init-error" && (
          <button type="button" className="vitrine-quick-buy__close" aria-label={t("close")} onClick={closeQuickBuy}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {body}
      </div>
    </div>
  );
}
