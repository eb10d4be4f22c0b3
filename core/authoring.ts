// §6 "Authoring mode": in the CMS editor (`wcmmode=edit` or `design` in the address, the editor's `wcmmode` cookie,
// or the server's `wcmmode` in the configuration block) authors click into components to edit them. Widgets still
// render there, but nothing may trap focus, lock the page's scroll, load endlessly or navigate away from the editor.
// Read at each decision, not once: AEM's Edit⇄Preview toggle changes the cookie without reloading the page.
import { getPageConfig } from "./page-config";

const EDITING = new Set(["edit", "design"]);

export function isAuthorMode(
  search: string = location.search,
  cookie: string = document.cookie,
  configured: unknown = getPageConfig().wcmmode,
): boolean {
  const fromCookie = /(?:^|;\s*)wcmmode=([^;]*)/.exec(cookie)?.[1];
  const mode = new URLSearchParams(search).get("wcmmode") ?? (fromCookie === undefined ? configured : decodeURIComponent(fromCookie));
  return typeof mode === "string" && EDITING.has(mode.toLowerCase());
}
