// Pure rules of the tile labels: §5/§9 "Colours", §6 VIC. The §4 life-cycle label and "in stock" live in
// core/product/life-cycle.ts (the product page uses them too).
import { HEX_DIGITS } from "../../core/colour";

export type PriceView =
  | { kind: "server" }
  | { kind: "hidden" }
  | { kind: "on-request" }
  | { kind: "private"; original: number; privatePrice: number; discount: number };

export interface PriceInput {
  lifeCycle?: string;
  price?: number;
  privateSalesPrice?: number;
  privateSalesDiscount?: number;
  vic: boolean;
  priceShowcase: boolean;
}

/** §4 made to order → "price on request"; §6 VIC → private-sales price; §6 price showcase flag → no price. */
export function priceView(input: PriceInput): PriceView {
  if (input.priceShowcase) return { kind: "hidden" };
  if (input.lifeCycle === "MADE_TO_ORDER") return { kind: "on-request" };
  const { price, privateSalesPrice, privateSalesDiscount } = input;
  if (!input.vic || price === undefined || privateSalesPrice === undefined || privateSalesPrice >= price) return { kind: "server" };
  const discount = privateSalesDiscount ?? Math.round((1 - privateSalesPrice / price) * 100);
  return { kind: "private", original: price, privatePrice: privateSalesPrice, discount };
}

const MAX_SEGMENTS = 4;
export const MAX_DOTS = 4;

/** §5: split at each `#`, keep 3/6/8-digit hex codes, at most 4 segments. */
export function parseColour(value: string): string[] {
  return value
    .split("#")
    .map((part) => part.trim())
    .filter((part) => HEX_DIGITS.test(part))
    .slice(0, MAX_SEGMENTS)
    .map((hex) => `#${hex.toLowerCase()}`);
}

export interface ColourDots {
  dots: string[][];
  /** Shown as "+ N" after the dots. */
  extra: number;
  /** §9: the colour count label shows count + 1 (the tile's own colour and the others). */
  count: number;
}

export function colourDots(values: readonly string[]): ColourDots {
  const valid = values.map(parseColour).filter((colours) => colours.length > 0);
  return { dots: valid.slice(0, MAX_DOTS), extra: Math.max(0, valid.length - MAX_DOTS), count: valid.length + 1 };
}

/** §5: 1 colour fills the dot; 2-4 become equal conic-gradient segments. */
export function dotBackground(colours: readonly string[]): string {
  if (colours.length === 1) return colours[0]!;
  const step = 100 / colours.length;
  return `conic-gradient(${colours.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(", ")})`;
}
