// Cross-category circles (§2 "Cross-category circle link", §3, §9): server markup does the work (links, per-device
// images, layout classes). The script adds only what the server cannot: the author's colours (the CSP forbids style
// attributes, so they go through the CSSOM, §5-valid ones only), the §9 layout classes when a template left them out,
// and the edge shades of a scroller, kept in step with its scroll position. Keyboard scrolling is the browser's:
// tabbing to a circle scrolls it into view, and the scroller itself scrolls with the arrow keys.
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { circleLayout, circleLayoutClasses, colourProperties, scrollEdges, type ColourAttribute } from "./rules";
import { CIRCLE, COLOURED, contract } from "./schema";
import css from "./cross-category.css?raw";

adoptStyles(css);

function applyColours(element: HTMLElement): () => void {
  const coloured = [element, ...element.querySelectorAll<HTMLElement>(COLOURED)];
  const set = coloured.map((el) => {
    const properties = colourProperties((attribute: ColourAttribute) => el.getAttribute(attribute));
    for (const [property, value] of properties) el.style.setProperty(property, value);
    return () => properties.forEach(([property]) => el.style.removeProperty(property));
  });
  return () => set.forEach((undo) => undo());
}

/** Shows the shade at each end that hides circles, on scroll and on resize. */
function trackShades(list: HTMLElement): () => void {
  const update = () => {
    const edges = scrollEdges(list.scrollLeft, list.scrollWidth, list.clientWidth);
    list.toggleAttribute("data-more-before", edges.start);
    list.toggleAttribute("data-more-after", edges.end);
  };
  update();
  list.addEventListener("scroll", update, { passive: true });
  const resize = typeof ResizeObserver === "function" ? new ResizeObserver(update) : undefined;
  resize?.observe(list);
  return () => {
    list.removeEventListener("scroll", update);
    resize?.disconnect();
    list.removeAttribute("data-more-before");
    list.removeAttribute("data-more-after");
  };
}

export default defineWidget({
  name: "cross-category",
  ...contract,
  enhance({ element, parts }) {
    const list = parts.circles;
    const count = [...list.children].filter((child) => child.localName === CIRCLE).length;
    const added = circleLayoutClasses(count).filter((name) => !list.classList.contains(name));
    list.classList.add(...added);
    const undo = [applyColours(element), () => list.classList.remove(...added)];
    if (circleLayout(count).shades) undo.push(trackShades(list));
    return () => undo.forEach((release) => release());
  },
});
