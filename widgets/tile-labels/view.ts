// The tile's overlay and price line, built by hand on the server markup (no React: a listing page loads none). Each
// part follows the store through its own signal effect: the label the stock and the showcase flag, the price line
// the VIC state, and all of them the market and language. The rules themselves are pure: ./rules.ts, core/product/.
import { effect } from "@preact/signals-core";
import { config, showcase, textLocale, user } from "../../core/store";
import { requestStock, stockOf } from "../../core/stock";
import { formatPercent, formatPrice } from "../../core/format";
import { inStockFrom, tileLabel } from "../../core/product/life-cycle";
import type { MarketConfig } from "../../markets/markets";
import type { Place } from "../../core/widget";
import { t } from "../../markets/messages";
import { stockIds, type TileAttributes } from "./schema";
import { colourDots, dotBackground, priceView, type ColourDots, type PriceView } from "./rules";

/** Enhances one tile: its overlay is filled detached and goes in, with the price line's effect, at `place` (with the
 * batch's other tiles: one insertion each, one layout for all). Returns what restores its server markup. */
export function enhanceTile(tile: HTMLElement, attributes: TileAttributes, place: Place): () => void {
  const ids = stockIds(attributes);
  requestStock(ids); // nothing new when the page's batch has already asked for them
  const overlay = element("div", "vitrine-tile");
  const label = labelSlot(overlay);
  const colours = colourDots(attributes.colors);
  const price = priceSlot(tile);
  const stops = [
    effect(() =>
      label(
        tileLabel({
          lifeCycle: attributes.lifeCycle,
          inStock: inStockFrom(ids.map((id) => stockOf(id).value)),
          onSale: attributes.onSale,
          interval: attributes.onlineExclusiveInterval,
          now: new Date(),
          checkoutShowcase: showcase.value.checkout,
        }),
        textLocale.value,
      ),
    ),
    effect(() => showColours(overlay, colours, textLocale.value)),
  ];
  place(() => {
    tile.append(overlay);
    stops.push(
      effect(() =>
        price.show(
          priceView({ ...attributes, vic: user.value.vic, priceShowcase: showcase.value.price }),
          textLocale.value,
          config.value.market,
        ),
      ),
    );
  });
  return () => {
    for (const stop of stops) stop();
    price.restore();
    overlay.remove();
  };
}

function element(tag: string, className?: string, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

const hidden = (text: string) => element("span", "vitrine-visually-hidden", `${text} `);

/** The availability label (§4), first in the overlay while there is one. */
function labelSlot(overlay: HTMLElement) {
  const span = element("span", "vitrine-tile__label");
  return (label: ReturnType<typeof tileLabel>, language: string) => {
    if (!label) return span.remove();
    const text = t(language, label);
    if (span.textContent !== text) span.textContent = text;
    if (span.parentNode !== overlay) overlay.prepend(span);
  };
}

/** §5/§9 colour dots after the label: at most 4, then "+ N", labelled with the number of colours. */
function showColours(overlay: HTMLElement, colours: ColourDots, language: string): void {
  overlay.querySelector(":scope > .vitrine-tile__colours")?.remove();
  if (colours.dots.length === 0) return;
  const dots = colours.dots.map((dot) => {
    const span = element("span", "vitrine-tile__dot");
    span.style.background = dotBackground(dot);
    return span;
  });
  const list = element("span", "vitrine-tile__colours", ...dots);
  if (colours.extra > 0) {
    const more = element("span", undefined, t(language, "moreColours", { count: colours.extra }));
    more.setAttribute("aria-hidden", "true");
    list.append(more);
  }
  list.setAttribute("role", "img");
  list.setAttribute("aria-label", t(language, "colourCount", { count: colours.count }));
  overlay.append(list);
}

/**
 * The price line: while the price view differs from the server price (`[data-tile-price]`), a sibling with the same
 * tag and classes takes its place, so the line keeps its height and nothing shifts; the server price comes back
 * when the view is the server's again, and on unmount.
 */
function priceSlot(tile: HTMLElement) {
  const server = tile.querySelector<HTMLElement>("[data-tile-price]");
  let replacement: HTMLElement | undefined;
  const restore = () => {
    if (!server || !replacement) return;
    replacement.remove();
    replacement = undefined;
    server.hidden = false;
  };
  const show = (view: PriceView, language: string, market: MarketConfig) => {
    if (!server || view.kind === "server") return restore();
    if (!replacement) {
      replacement = element(server.localName, `${server.className} vitrine-price`);
      server.after(replacement);
      server.hidden = true;
    }
    replacement.replaceChildren(...priceText(view, language, market));
  };
  return { show, restore };
}

/** What the price line says: "price on request" (§4), the VIC private-sales price (§6), or nothing (showcase). */
function priceText(view: Exclude<PriceView, { kind: "server" }>, language: string, market: MarketConfig): (Node | string)[] {
  switch (view.kind) {
    case "on-request":
      return [t(language, "priceOnRequest")];
    case "private":
      return [
        element("s", undefined, hidden(t(language, "originalPrice")), formatPrice(view.original, market)),
        " ",
        element("span", "vitrine-tile__discount", t(language, "discount", { percent: formatPercent(view.discount, market) })),
        " ",
        element("span", "vitrine-tile__private-price", hidden(t(language, "privatePrice")), formatPrice(view.privatePrice, market)),
      ];
    case "hidden":
      return [];
  }
}
