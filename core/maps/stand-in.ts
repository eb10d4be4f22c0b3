// The offline stand-in maps service (fixtures, tests, Storybook): an SVG with one marker per store, placed by an
// equirectangular projection of the stores' own box. Markers are buttons in one tab stop (roving tabindex: arrows move
// between them in list order, Enter or Space chooses), each named by its store; the chosen one is `aria-pressed`.
import type { MapAdapter, MapMarker, MapView } from "./adapter";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 400;
const HEIGHT = 300;
const PAD = 30;

/** Marker positions in the SVG's 400×300 box (north up, west left; a single store in the middle). */
export function project(markers: readonly Pick<MapMarker, "lat" | "lng">[]): Array<{ x: number; y: number }> {
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

function svg<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

export function standInAdapter(provider: "global" | "china"): MapAdapter {
  return {
    mount(container, { markers, label, onSelect }) {
      const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "group", "aria-label": label, class: "vitrine-map__svg" });
      root.append(svg("rect", { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: "vitrine-map__sea" }));
      const points = project(markers);
      const buttons = markers.map((marker, i) => {
        const { x, y } = points[i]!;
        const button = svg("g", {
          role: "button",
          tabindex: i === 0 ? 0 : -1,
          "aria-label": marker.name,
          "aria-pressed": "false",
          class: "vitrine-map__marker",
        });
        button.dataset["markerId"] = marker.id;
        button.append(svg("circle", { cx: x, cy: y, r: 9 }), svg("circle", { cx: x, cy: y, r: 3, class: "vitrine-map__dot" }));
        return button;
      });
      root.append(...buttons);
      container.dataset["mapProvider"] = provider;
      container.append(root);

      const rove = (index: number) => {
        buttons.forEach((b, i) => b.setAttribute("tabindex", i === index ? "0" : "-1"));
        buttons[index]?.focus();
      };
      const onClick = (event: Event) => {
        const button = (event.target as Element).closest<SVGGElement>(".vitrine-map__marker");
        if (button) onSelect(button.dataset["markerId"]!);
      };
      const onKey = (event: KeyboardEvent) => {
        const index = buttons.indexOf(event.target as SVGGElement);
        if (index < 0) return;
        const last = buttons.length - 1;
        const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[
          event.key
        ];
        if (next !== undefined) {
          event.preventDefault();
          rove(Math.max(0, Math.min(last, next)));
        } else if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onSelect(markers[index]!.id);
        }
      };
      root.addEventListener("click", onClick);
      root.addEventListener("keydown", onKey);

      const view: MapView = {
        select(id) {
          buttons.forEach((b) => {
            const chosen = b.dataset["markerId"] === id;
            b.setAttribute("aria-pressed", String(chosen));
            if (chosen) b.setAttribute("tabindex", "0");
            else if (id !== null) b.setAttribute("tabindex", "-1");
          });
          // The chosen marker is drawn last, on top of its neighbours.
          const chosen = buttons.find((b) => b.dataset["markerId"] === id);
          if (chosen) root.append(chosen);
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
