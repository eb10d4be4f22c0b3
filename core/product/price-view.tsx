// The product price (see price.ts) in the shopper's market and language: the original price struck through and
// named for screen readers, the discount, the current price. Used by the product page and the quick-buy modal.
import { formatPercent, formatPrice } from "../format";
import { t } from "../../markets/messages";
import type { MarketConfig } from "../../markets/markets";
import type { ProductPrice } from "./price";

export function ProductPriceView({ price, market, language }: { price: ProductPrice; market: MarketConfig; language: string }) {
  switch (price.kind) {
    case "hidden":
      return null;
    case "on-request":
      return <p className="vitrine-price">{t(language, "priceOnRequest")}</p>;
    case "regular":
      return <p className="vitrine-price">{formatPrice(price.price, market)}</p>;
    case "reduced":
      return (
        <p className="vitrine-price vitrine-price--reduced">
          <s className="vitrine-price__original">
            <span className="vitrine-visually-hidden">{t(language, "originalPrice")} </span>
            {formatPrice(price.original, market)}
          </s>{" "}
          <span className="vitrine-price__discount">
            {t(language, "discount", { percent: formatPercent(price.discountPercent, market) })}
          </span>{" "}
          <span className="vitrine-price__current">
            {price.reason === "private" && <span className="vitrine-visually-hidden">{t(language, "privatePrice")} </span>}
            {formatPrice(price.price, market)}
          </span>
        </p>
      );
  }
}
