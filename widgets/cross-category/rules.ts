// Pure rules of the cross-category circles (§9 "Cross-category circles", §5 "Colours"): the layout of n circles,
// the colours an author set (only §5 hex codes; invalid ones are dropped), and which edge shades a scroller shows.
import { hexColour } from "../../core/colour";

/** §9: inline when there are fewer than this many circles. */
export const INLINE_BELOW = 7;
/** §9: edge shades when there are more than this many circles. */
export const SHADES_ABOVE = 3;

export interface CircleLayout {
  /** §9 "inline when there are fewer than 7 circles"; otherwise a horizontal scroller. */
  inline: boolean;
  /** §9 "the row class is ceil(n/2)": circles per row where two rows are needed (narrow screens). */
  row: number;
  /** §9 "edge shades appear when there are more than 3 circles". */
  shades: boolean;
}

export function circleLayout(count: number): CircleLayout {
  const n = Math.max(0, Math.trunc(count));
  return { inline: n < INLINE_BELOW, row: Math.ceil(n / 2), shades: n > SHADES_ABOVE };
}

const BLOCK = "cross-category__circles";

/** The list's classes for `count` circles: the server renders them, the widget keeps them (no shift on hydration). */
export function circleLayoutClasses(count: number): string[] {
  const { inline, row, shades } = circleLayout(count);
  return [BLOCK, `${BLOCK}--${inline ? "inline" : "scroll"}`, `${BLOCK}--row-${row}`, ...(shades ? [`${BLOCK}--shades`] : [])];
}

/** Each colour attribute of the markup and the CSS custom property it sets (the CSP forbids style attributes, so the
 * server cannot write the colours inline: the widget sets them through the CSSOM). */
export const COLOUR_ATTRIBUTES = {
  "data-background-color": "--cross-category-background",
  "data-color": "--cross-category-color",
  "data-cta-color": "--cross-category-cta",
  "data-cta-hover-color": "--cross-category-cta-hover",
  "data-cta-hover-text-color": "--cross-category-cta-hover-text",
  "data-label-color": "--cross-category-label",
} as const;

export type ColourAttribute = keyof typeof COLOUR_ATTRIBUTES;

/** The custom properties an element's colour attributes give, §5-valid colours only. */
export function colourProperties(read: (attribute: ColourAttribute) => string | null): [string, string][] {
  return (Object.keys(COLOUR_ATTRIBUTES) as ColourAttribute[]).flatMap((attribute) => {
    const colour = hexColour(read(attribute));
    return colour ? [[COLOUR_ATTRIBUTES[attribute], colour] as [string, string]] : [];
  });
}

/** Which ends of a scroller hide more circles. `scrollStart` may be negative (right-to-left scrollers in Chromium). */
export function scrollEdges(scrollStart: number, scrollWidth: number, clientWidth: number): { start: boolean; end: boolean } {
  const travelled = Math.abs(scrollStart);
  const room = scrollWidth - clientWidth;
  return { start: travelled > 1, end: room - travelled > 1 };
}
