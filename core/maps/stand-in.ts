// The offline stand-in maps service (fixtures, tests, Storybook): a plain area with one marker per store, placed by
// an equirectangular projection of the stores' own box and then spread apart so that no two overlap. Markers are
// buttons in one tab stop (roving tabindex: arrows move between them in list order, Enter or Space chooses), each
// named by its store; the chosen one is `aria-pressed` and drawn on top by its stylesheet (z-index), never moved in
// the DOM (moving the focused marker would drop the focus to the page).
import type { MapAdapter, MapMarker, MapView } from "./adapter";

const WIDTH = 400;
const HEIGHT = 300;
const PAD = 30;
/** The narrowest the map is drawn (a 375 px screen), in CSS px: markers must not overlap there. */
export const NARROWEST_MAP_PX = 320;
/** A marker is a 24×24 CSS px target (WCAG 2.5.8; its stylesheet's size), given this much room so neighbours never touch. */
const MARKER_ROOM_PX = 28;
/** Marker centres this far apart (in the box's units, on each axis) never overlap at NARROWEST_MAP_PX. */
export const MARKER_GAP = Math.ceil((MARKER_ROOM_PX / NARROWEST_MAP_PX) * WIDTH);

interface Point {
  x: number;
  y: number;
}

/** Marker positions in the 400×300 box (north up, west left; a single store in the middle). */
export function project(markers: readonly Pick<MapMarker, "lat" | "lng">[]): Point[] {
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanLat = maxLat - minLat || 1;
  const spanLng = maxLng - minLng || 1;
  return markers.map((m) => ({
    x: maxLng === minLng ? WIDTH / 2 : PAD + ((m.lng - minLng) / spanLng) * (WIDTH - 2 * PAD),
    y: maxLat === minLat ? HEIGHT / 2 : PAD + ((maxLat - m.lat) / spanLat) * (HEIGHT - 2 * PAD),
  }));
}

/** Floating-point slack: a pair pushed exactly `gap` apart may measure a hair less. */
const EPSILON = 1e-9;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Moves markers apart until every two are at least `gap` apart on one axis (their squares do not overlap), each
 * pair pushed apart along the axis they are already furthest apart on, inside the box. Neighbours stay neighbours:
 * a stand-in's drawing, not a survey (a real maps service clusters markers itself). */
export function spread(points: readonly Point[], gap = MARKER_GAP): Point[] {
  const out = points.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < 100; round++) {
    let moved = false;
    out.forEach((a, i) =>
      out.slice(i + 1).forEach((b) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        if (Math.abs(dx) >= gap - EPSILON || Math.abs(dy) >= gap - EPSILON) return;
        moved = true;
        const axis = Math.abs(dx) >= Math.abs(dy) ? "x" : "y";
        const distance = axis === "x" ? dx : dy;
        const need = gap - Math.abs(distance);
        const way = distance < 0 ? -1 : 1;
        const [low, high] = axis === "x" ? [gap / 2, WIDTH - gap / 2] : [gap / 2, HEIGHT - gap / 2];
        // Half each; what the box's edge keeps one from moving, the other moves.
        const from = a[axis];
        a[axis] = clamp(from - (way * need) / 2, low, high);
        b[axis] = clamp(b[axis] + way * (need - Math.abs(from - a[axis])), low, high);
      }),
    );
    if (!moved) break;
  }
  return out;
}

export function standInAdapter(provider: "global" | "china"): MapAdapter {
  return {
    mount(container, { markers, label, onSelect }) {
      const root = document.createElement("div");
      root.className = "vitrine-map__area";
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", label);
      const points = spread(project(markers));
      const buttons = markers.map((marker, i) => {
        const { x, y } = points[i]!;
        const button = document.createElement("button");
        button.type = "button";
        button.className = "vitrine-map__marker";
        button.tabIndex = i === 0 ? 0 : -1;
        button.setAttribute("aria-label", marker.name);
        button.setAttribute("aria-pressed", "false");
        button.dataset["markerId"] = marker.id;
        // The CSSOM, which the strict CSP allows (no style attribute is parsed).
        button.style.left = `${(x / WIDTH) * 100}%`;
        button.style.top = `${(y / HEIGHT) * 100}%`;
        return button;
      });
      root.append(...buttons);
      container.dataset["mapProvider"] = provider;
      container.append(root);

      const rove = (index: number) => {
        buttons.forEach((b, i) => (b.tabIndex = i === index ? 0 : -1));
        buttons[index]?.focus();
      };
      const onClick = (event: Event) => {
        const button = (event.target as Element).closest<HTMLElement>(".vitrine-map__marker");
        if (button) onSelect(button.dataset["markerId"]!);
      };
      const onKey = (event: KeyboardEvent) => {
        const index = buttons.indexOf(event.target as HTMLButtonElement);
        if (index < 0) return;
        const last = buttons.length - 1;
        const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[
          event.key
        ];
        if (next === undefined) return; // Enter and Space are the button's own click
        event.preventDefault();
        rove(Math.max(0, Math.min(last, next)));
      };
      root.addEventListener("click", onClick);
      root.addEventListener("keydown", onKey);

      const view: MapView = {
        select(id) {
          buttons.forEach((b) => {
            const chosen = b.dataset["markerId"] === id;
            b.setAttribute("aria-pressed", String(chosen));
            if (chosen) b.tabIndex = 0;
            else if (id !== null) b.tabIndex = -1;
          });
        },
        focusMarker(id) {
          const index = markers.findIndex((m) => m.id === id);
          if (index < 0) return false;
          rove(index);
          return true;
        },
        destroy() {
          root.removeEventListener("click", onClick);
          root.removeEventListener("keydown", onKey);
          root.remove();
          delete container.dataset["mapProvider"];
        },
      };
      return Promise.resolve(view);
    },
  };
}
