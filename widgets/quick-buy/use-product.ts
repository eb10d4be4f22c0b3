// The product the quick-buy dialog shows (§8 "Quick buy" init): its product data and the bag (so the stock read can
// be set against it), then the stock of its sizes; a colour change loads that colour the same way.
import { useEffect, useState } from "react";
import { loadCart } from "../../core/cart";
import { isSingleSku, type Product, type QuickBuyInitPayload } from "../../core/entities";
import { errorMessage } from "../../core/errors";
import { HttpError } from "../../core/http";
import { loadProduct } from "../../core/product-data";
import { requestStock } from "../../core/stock";
import { cart } from "../../core/store";
import { WIDGET, reportQuickBuyError } from "./state";

export type Step = "loading" | "init-error" | "product" | "list";

/** The size chosen at first: the payload's, else the only one. */
function initialSize(product: Product, payloadSize: string | undefined): string | undefined {
  const given = product.sizes.find((s) => s.productId === payloadSize)?.productId;
  return given ?? (isSingleSku(product) || product.sizes.length === 1 ? product.sizes[0]?.productId : undefined);
}

export function useQuickBuyProduct(payload: QuickBuyInitPayload, opener: HTMLElement) {
  const [step, setStep] = useState<Step>("loading");
  const [product, setProduct] = useState<Product | null>(null);
  const [selectedSize, setSelectedSize] = useState<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const bag = cart.value
      ? Promise.resolve()
      : loadCart({ signal: controller.signal }).then(
          () => {},
          () => {},
        );
    Promise.all([loadProduct(payload.partNumber, { signal: controller.signal, supersede: WIDGET }), bag]).then(
      ([loaded]) => {
        requestStock(loaded.sizes.map((s) => s.productId));
        setProduct(loaded);
        setSelectedSize(initialSize(loaded, payload.productId));
        setStep("product");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportQuickBuyError(opener, `init failed for ${payload.partNumber}: ${errorMessage(error)}`, error);
        setStep("init-error");
      },
    );
    return () => controller.abort();
  }, [payload, opener]);

  const changeColour = (partNumber: string) => {
    loadProduct(partNumber, { supersede: WIDGET }).then(
      (loaded) => {
        requestStock(loaded.sizes.map((s) => s.productId));
        setProduct(loaded);
        if (!loaded.sizes.some((s) => s.productId === selectedSize))
          setSelectedSize(loaded.sizes.length === 1 ? loaded.sizes[0]?.productId : undefined);
      },
      (error: unknown) => {
        if (error instanceof HttpError && (error.kind === "superseded" || error.kind === "aborted")) return;
        reportQuickBuyError(opener, `init failed for ${partNumber}: ${errorMessage(error)}`, error);
        setStep("init-error");
      },
    );
  };

  return { step, setStep, product, selectedSize, setSelectedSize, changeColour };
}
