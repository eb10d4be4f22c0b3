// The product's actions line (§2, §4): the availability message (a status), a retry when the stock check failed or
// the colour's details did not load, and find in store.
import { emit } from "../../core/events";
import { t } from "../../markets/messages";
import { productPageText } from "./messages";
import type { Availability } from "./rules";

export interface ProductActionsProps {
  language: string;
  avail: Availability;
  stockFailed: boolean;
  detailsFailed: boolean;
  findInStore: { productId: string; partNumber: string; sizeProductId?: string } | null;
  onRetryStock(): void;
  onRetryDetails(): void;
}

export function ProductActions({
  language,
  avail,
  stockFailed,
  detailsFailed,
  findInStore,
  onRetryStock,
  onRetryDetails,
}: ProductActionsProps) {
  const text = (key: Parameters<typeof productPageText>[1]) => productPageText(language, key);
  return (
    <div className="vitrine-product-actions">
      <p className="vitrine-product-availability" role="status" data-availability={avail.message}>
        {avail.label && <span className="vitrine-product-availability__label">{t(language, avail.label)}</span>}
        <span>{text(avail.message)}</span>
      </p>
      {stockFailed && (
        <button type="button" className="vitrine-retry" onClick={onRetryStock}>
          {text("retry")}
        </button>
      )}
      {detailsFailed && (
        <p className="vitrine-status-line" role="alert">
          {text("detailsFailed")}{" "}
          <button type="button" className="vitrine-retry" onClick={onRetryDetails}>
            {text("retry")}
          </button>
        </p>
      )}
      {findInStore && (
        <button type="button" className="vitrine-retry vitrine-product-find-in-store" onClick={() => emit("find-in-store", findInStore)}>
          {text("findInStore")}
        </button>
      )}
    </div>
  );
}
