import { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useSignals } from "@preact/signals-react/runtime";
import { config, showcase, textLocale, user } from "../../core/store";
import { requestStock, stockOf } from "../../core/stock";
import { formatPercent, formatPrice } from "../../core/format";
import { t } from "../../markets/messages";
import type { ViewProps } from "../../core/widget";
import { stockIds, type TileAttributes } from "./schema";
import { inStockFrom, tileLabel } from "../../core/product/life-cycle";
import { colourDots, dotBackground, priceView, type PriceView } from "./rules";

export function TileLabels({ attributes, element }: ViewProps<TileAttributes>) {
  useSignals();
  const ids = stockIds(attributes);
  const idsKey = ids.join("|");
  useEffect(() => requestStock(idsKey ? idsKey.split("|") : []), [idsKey]); // no-op for ids the page batch already asked for
  const { market } = config.value;
  const language = textLocale.value;
  const label = tileLabel({
    lifeCycle: attributes.lifeCycle,
    inStock: inStockFrom(ids.map((id) => stockOf(id).value)),
    onSale: attributes.onSale,
    interval: attributes.onlineExclusiveInterval,
    now: new Date(),
    checkoutShowcase: showcase.value.checkout,
  });
  const price = priceView({ ...attributes, vic: user.value.vic, priceShowcase: showcase.value.price });
  const colours = colourDots(attributes.colors);
  return (
    <>
      {label && <span className="vitrine-tile__label">{t(language, label)}</span>}
      {colours.dots.length > 0 && (
        <span className="vitrine-tile__colours" role="img" aria-label={t(language, "colourCount", { count: colours.count })}>
          {colours.dots.map((dot, i) => (
            <span key={i} className="vitrine-tile__dot" style={{ background: dotBackground(dot) }} />
          ))}
          {colours.extra > 0 && <span aria-hidden="true">{t(language, "moreColours", { count: colours.extra })}</span>}
        </span>
      )}
      <TilePrice tile={element} view={price} render={(view) => <PriceText view={view} language={language} market={market} />} />
    </>
  );
}

type Market = (typeof config.value)["market"];

function PriceText({ view, language, market }: { view: PriceView; language: string; market: Market }) {
  switch (view.kind) {
    case "on-request":
      return <>{t(language, "priceOnRequest")}</>;
    case "private":
      return (
        <>
          <s>
            <span className="vitrine-visually-hidden">{t(language, "originalPrice")} </span>
            {formatPrice(view.original, market)}
          </s>{" "}
          <span className="vitrine-tile__discount">{t(language, "discount", { percent: formatPercent(view.discount, market) })}</span>{" "}
          <span className="vitrine-tile__private-price">
            <span className="vitrine-visually-hidden">{t(language, "privatePrice")} </span>
            {formatPrice(view.privatePrice, market)}
          </span>
        </>
      );
    default:
      return null;
  }
}

/**
 * Replaces the server price (`[data-tile-price]`) when the price view differs from it: a sibling with the same
 * classes takes its place, so the line keeps its height and nothing shifts; unmounting restores the server price.
 */
function TilePrice({ tile, view, render }: { tile: HTMLElement; view: PriceView; render: (view: PriceView) => ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const replace = view.kind !== "server";
  useLayoutEffect(() => {
    const server = tile.querySelector<HTMLElement>("[data-tile-price]");
    if (!server || !replace) return;
    const replacement = document.createElement(server.localName);
    replacement.className = `${server.className} vitrine-price`;
    server.after(replacement);
    server.hidden = true;
    // The slot is a DOM node made here, beside the server's: rendering into it takes this one extra render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(replacement);
    return () => {
      server.hidden = false;
      replacement.remove();
      setSlot(null);
    };
  }, [tile, replace]);
  return slot && replace ? createPortal(render(view), slot) : null;
}
