// DOM work on the feed: finding looks, what a whole look is, and the room of a page being loaded.
import { LOOK_ID, LOOK_LINK } from "./schema";

/** The looks under `root` (the feed, or a response), in document order. */
export function lookElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${LOOK_ID}]`)];
}

/** What a look must hold (§3 "Look"), the same for the server's looks and for appended ones: its id and its link to
 * the look page. Its image, video or text is the author's: an outfit may show either, or only words. */
export function isWholeLook(look: Element): boolean {
  return Boolean(look.getAttribute(LOOK_ID)?.trim()) && look.querySelector(`a[${LOOK_LINK}][href]`) !== null;
}

/** The server's looks that are not whole, by id (or `#n`, their place, when the id is blank); empty when all are. */
export function partialLooks(feed: ParentNode): string[] {
  return lookElements(feed).flatMap((look, i) => (isWholeLook(look) ? [] : [look.getAttribute(LOOK_ID)?.trim() || `#${i + 1}`]));
}

/**
 * Holds the room of the page being loaded, from the click on, so the looks that replace it move nothing (no layout
 * shift even when the answer comes late). Placeholders are blank copies of a look, so they take exactly its size
 * whatever the CMS markup; their wrapper is `display: contents`, so they sit in the grid like looks.
 */
export function placeholders(template: HTMLElement | undefined, count: number): HTMLElement {
  const box = document.createElement("div");
  box.className = "vitrine-looks__pending";
  box.setAttribute("aria-hidden", "true");
  if (template) for (let i = 0; i < count; i++) box.append(blankCopy(template));
  return box;
}

// No data attributes (no widget mounts on a placeholder), no ids, links or focus stops.
const DROPPED = /^(?:data-|aria-|id$|href$|tabindex$)/;

function blankCopy(look: HTMLElement): HTMLElement {
  const copy = look.cloneNode(true) as HTMLElement;
  for (const el of [copy, ...copy.querySelectorAll("*")]) {
    for (const { name } of [...el.attributes]) if (DROPPED.test(name)) el.removeAttribute(name);
  }
  copy.setAttribute("inert", "");
  copy.classList.add("vitrine-looks__placeholder");
  return copy;
}
