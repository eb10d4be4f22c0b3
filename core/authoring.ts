// §6 "Authoring mode": in the CMS editor (`wcmmode=edit` or `design` in the address, or the editor's `wcmmode`
// cookie) authors click into components to edit them. Widgets still render there, but nothing may trap focus, lock
// the page's scroll, load endlessly or navigate away from the editor.
const EDITING = new Set(["edit", "design"]);

export function isAuthorMode(search: string = location.search, cookie: string = document.cookie): boolean {
  const fromUrl = new URLSearchParams(search).get("wcmmode");
  if (fromUrl !== null) return EDITING.has(fromUrl.toLowerCase());
  const fromCookie = /(?:^|;\s*)wcmmode=([^;]*)/.exec(cookie)?.[1];
  return fromCookie !== undefined && EDITING.has(decodeURIComponent(fromCookie).toLowerCase());
}
