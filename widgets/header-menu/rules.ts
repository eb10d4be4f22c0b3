// Header menu rules: which variant a viewport gets (§9 breakpoints: desktop from 1024 px, the mobile menu below)
// and what passes through from the page URL (§6: authoring mode, `wcmmode`). Pure.

export const DESKTOP_QUERY = "(min-width: 1024px)";
/** §9 Timings: resize debounce. */
export const RESIZE_DEBOUNCE_MS = 100;

const WCMMODE = /^[a-z]{1,16}$/i;

/** The page's `wcmmode` (e.g. `edit`, `preview`, `disabled`), passed to the header call as is; anything else is dropped. */
export function wcmmodeOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get("wcmmode")?.trim() ?? "";
  return WCMMODE.test(value) ? value : undefined;
}

export interface MenuRequest {
  mobile: boolean;
  query: { wcmmode?: string; code?: string };
}

export function menuRequest(desktop: boolean, search: string, code: string | undefined): MenuRequest {
  const query: MenuRequest["query"] = {};
  const wcmmode = wcmmodeOf(search);
  if (wcmmode) query.wcmmode = wcmmode;
  if (code) query.code = code;
  return { mobile: !desktop, query };
}
