// §2 and §6: the only clicks a listing or a gallery takes over (a tile, a look, a tab, a filter or load-more link). Modified
// clicks (new tab, new window, download), other buttons, links with their own target and clicks another handler
// took go to the browser untouched, so every link keeps working as a link.

export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A plain left click, not handled already. */
export function isPlainClick(event: ClickLike): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
}

/** A plain click on a link that opens in this tab (no target of its own, no download). */
export function isPlainLinkClick(event: ClickLike, link: Pick<HTMLAnchorElement, "target" | "hasAttribute">): boolean {
  if (!isPlainClick(event) || link.hasAttribute("download")) return false;
  return link.target === "" || link.target === "_self";
}
