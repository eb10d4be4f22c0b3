// The looks grid's pure rules (§2 "Collection page", "Look tile", "Editorial article page variant"; §9 "Paging and URLs").

/** §9: looks per page. */
export const LOOKS_PER_PAGE = 8;

/** §2: the history entry title of the collection. */
export const COLLECTION_ENTRY = "collection";

/** §2 "Editorial article page variant": the article page name appears in the current URL. It must be a whole page
 * name, so `editorial-article` matches `/en/editorial-article.html` and `/editorial-article.looks.html` but not
 * `/editorial-article-archive.html`. */
export function isArticlePage(pathname: string, articlePageName: string | undefined): boolean {
  if (!articlePageName) return false;
  return pathname.split("/").some((segment) => segment.split(".")[0] === articlePageName);
}

/** The second click of a double click, or Enter held down: one activation only (§4 one request at a time). */
export function isRepeatedActivation(event: { detail?: number; repeat?: boolean }): boolean {
  return (event.detail ?? 0) > 1 || event.repeat === true;
}

/** How many placeholders hold the room of the page being loaded: a full page, or what remains of a declared total. */
export function placeholderCount(count: number, declaredTotal: number | undefined): number {
  const remaining = declaredTotal === undefined ? LOOKS_PER_PAGE : declaredTotal - count;
  return Math.max(0, Math.min(LOOKS_PER_PAGE, remaining));
}

/** The image a look's gallery opens at (`data-look-gallery`, 0-based); absent or invalid → the first. */
export function galleryIndex(value: string | undefined): number {
  const trimmed = value?.trim() ?? "";
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : 0;
}
