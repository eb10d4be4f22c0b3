// §5 "Colours": a colour hex code is accepted only with 3, 6 or 8 hex digits, with an optional `#`. Shared by the
// tile colour dots and the editorial colours (cross-category text, CTAs, labels).

/** The hex digits of one colour code, without its `#`. */
export const HEX_DIGITS = /^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** One colour value as `#rrggbb`-style CSS, or undefined when it is not a §5 hex code (invalid colours are dropped). */
export function hexColour(value: string | null | undefined): string | undefined {
  const digits = value?.trim().replace(/^#/, "");
  return digits && HEX_DIGITS.test(digits) ? `#${digits.toLowerCase()}` : undefined;
}
