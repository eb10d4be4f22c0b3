// The wishlist toggle (§1 guest wishlist; §6 showcase `wishlist` hides it): one `<button aria-pressed>` per product,
// bound to the one wishlist store, so every toggle of an item on the page agrees. Built by hand (no React: tiles are
// hundreds, and a listing page loads no React); the product page and quick buy bind a button React rendered (React
// gives it no children or aria attributes, so it never undoes what is set here). A change that fails is said in the
// page's one wishlist status line (visible and announced); the button shows the list as the server has it again.
import { effect } from "@preact/signals-core";
import { showcase, textLocale } from "../store";
import { adoptStyles } from "../styles";
import css from "./wishlist.css?raw";
import { wishlistText } from "./messages";
import { WISHLIST_LIMIT, followWishlist, inWishlist, toggleWishlist, wishlistProblem, type WishlistProblem } from "./store";

const SVG = "http://www.w3.org/2000/svg";

function heart(): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.classList.add("vitrine-wishlist-toggle__icon");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z");
  svg.append(path);
  return svg;
}

export interface ToggleOptions {
  /** The product's name, for an icon button's accessible name ("Save to wishlist: {name}": a tile's, among many). */
  name?: string | undefined;
  /** `hidden`: an icon button whose text only screen readers read (tiles); `visible`: icon and "Save to wishlist"
   * (the product page, quick buy: one product, so no name). */
  label?: "visible" | "hidden";
}

/** Makes `button` the toggle of `item`; returns what gives the button back as it was. */
export function bindWishlistToggle(button: HTMLButtonElement, item: string, { name, label = "hidden" }: ToggleOptions = {}): () => void {
  adoptStyles(css);
  followWishlist();
  followProblems();
  const before = { type: button.getAttribute("type"), className: button.className, hidden: button.hidden };
  button.type = "button";
  button.classList.add("vitrine-wishlist-toggle");
  const text = document.createElement("span");
  if (label === "hidden") text.className = "vitrine-visually-hidden";
  button.replaceChildren(heart(), text);
  const onClick = () => toggleWishlist(item);
  button.addEventListener("click", onClick);
  const stop = effect(() => {
    button.hidden = showcase.value.wishlist;
    button.setAttribute("aria-pressed", String(inWishlist(item)));
    text.textContent = wishlistText(textLocale.value, name && label === "hidden" ? "saveNamed" : "save", { name: name ?? "" });
  });
  return () => {
    stop();
    button.removeEventListener("click", onClick);
    button.replaceChildren();
    button.removeAttribute("aria-pressed");
    button.className = before.className;
    button.hidden = before.hidden;
    if (before.type === null) button.removeAttribute("type");
    else button.setAttribute("type", before.type);
  };
}

/** What the status line says about a problem. */
export function problemText(problem: WishlistProblem | null, language: string): string {
  if (!problem || problem.kind === "load-failed") return ""; // the wishlist page says that one, with its retry
  if (problem.kind === "full") return wishlistText(language, "full", { limit: WISHLIST_LIMIT });
  return wishlistText(language, problem.kind === "not-kept" ? "notKept" : "failed");
}

let status: HTMLElement | undefined;

/** The page's one wishlist status line, made on the first toggle and kept for the page's life (put back if the page
 * took it out). Empty, it takes no room (wishlist.css); it stays in the page, so its next text is announced. */
function followProblems(): void {
  if (!status) {
    const line = (status = document.createElement("p"));
    line.className = "vitrine-wishlist-status";
    line.setAttribute("role", "status");
    effect(() => void (line.textContent = problemText(wishlistProblem.value, textLocale.value)));
  }
  if (!status.isConnected) document.body.append(status);
}
