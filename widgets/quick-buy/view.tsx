// The quick-buy modal (§2 "Quick-buy modal", §4 "Quick buy", §8): one APG modal dialog per page, opened by any
// trigger. Step 0 shows the product and adds to the bag (product-step.tsx); step 1 lists the bag (cart-list.tsx).
// The modal behaviour is the overlay service's (core/modal.ts); a live region announces the bag.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { itemCount } from "../../core/cart";
import type { CartResponse } from "../../core/entities";
import { emit } from "../../core/events";
import { focusInitial, useModal } from "../../core/modal";
import { stockOf } from "../../core/stock";
import { config } from "../../core/store";
import { CartList } from "./cart-list";
import { ProductStep } from "./product-step";
import { FOCUS_DELAY_MS, afterAdd } from "./rules";
import { closeQuickBuy, openRequest, type OpenRequest } from "./state";
import { useQuickBuyProduct, type Step } from "./use-product";
import { useQuickBuyText } from "./use-text";

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

interface DialogProps {
  request: OpenRequest;
  host: HTMLElement;
  announce(text: string): void;
}

function QuickBuyDialog({ request, host, announce }: DialogProps) {
  useSignals();
  const { payload, opener } = request;
  const t = useQuickBuyText();
  const inStore = config.value.inStore || payload.inStore;
  const dialog = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // §2, §9: focus moves in after the 300 ms opening; the quick-buy event says when it opened and closed.
  const events = useMemo(
    () => ({
      opened: () => emit("quick-buy", { action: "open", partNumber: payload.partNumber }),
      closed: () => emit("quick-buy", { action: "close", partNumber: payload.partNumber }),
    }),
    [payload.partNumber],
  );
  const focusReady = useModal(dialog, { host, close: closeQuickBuy, opener, focusAfter: FOCUS_DELAY_MS, ...events });
  const { step, setStep, product, selectedSize, setSelectedSize, changeColour } = useQuickBuyProduct(payload, opener);
  const stockFailed = product?.sizes.some((s) => stockOf(s.productId).value?.status === "error") ?? false;
  const shownStep: Step = step === "product" && stockFailed ? "init-error" : step;

  // The content arrived after the 300 ms: focus moves from the dialog box to the first control.
  useEffect(() => {
    const box = dialog.current;
    if (!focusReady.current || !box) return undefined;
    if (shownStep === "list") return void title.current?.focus();
    const lost = document.activeElement === box || !box.contains(document.activeElement);
    return lost ? focusInitial(box) : undefined;
  }, [shownStep, focusReady]);

  const onAdded = (bag: CartResponse) => {
    announce(t("announceAdded", { count: itemCount(bag) }));
    if (afterAdd(payload.showListCart) === "close") closeQuickBuy();
    else setStep("list");
  };

  return (
    <div className="vitrine-quick-buy">
      {/* A pointer convenience: Escape and the close button are the keyboard's ways out (APG dialog). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
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
        {shownStep === "loading" && <LoadingStep titleId={titleId} />}
        {shownStep === "init-error" && <InitErrorStep titleId={titleId} />}
        {shownStep === "product" && product && (
          <ProductStep
            payload={payload}
            opener={opener}
            product={product}
            selectedSize={selectedSize}
            inStore={inStore}
            titleId={titleId}
            onSelectSize={setSelectedSize}
            onChangeColour={changeColour}
            onAdded={onAdded}
          />
        )}
        {shownStep === "list" && <CartList titleId={titleId} title={title} inStore={inStore} opener={opener} announce={announce} />}
      </div>
    </div>
  );
}

function LoadingStep({ titleId }: { titleId: string }) {
  const t = useQuickBuyText();
  return (
    <>
      <h2 id={titleId} className="vitrine-visually-hidden">
        {t("dialogLabel")}
      </h2>
      <p className="vitrine-quick-buy__loading">{t("loading")}</p>
    </>
  );
}

function InitErrorStep({ titleId }: { titleId: string }) {
  const t = useQuickBuyText();
  return (
    <>
      <h2 id={titleId} className="vitrine-quick-buy__title">
        {t("dialogLabel")}
      </h2>
      <p role="alert" data-quick-buy-error="init">
        {t("initError")}
      </p>
      <button type="button" className="vitrine-quick-buy__button" data-autofocus onClick={closeQuickBuy}>
        {t("close")}
      </button>
    </>
  );
}
