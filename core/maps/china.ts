// The Chinese maps service behind the adapter (§9 cn): the AMap JavaScript API 2.0, loaded through the one script
// loader (`{scriptUrl}?v=2.0&key=…`, within the page's timeout). CSP: see core/maps/README.md.
import { loadScript } from "../script-loader";
import type { MapAdapter, MapView, ProviderSettings } from "./adapter";

type LngLat = [number, number];
interface AMapMarker {
  on(event: "click", handler: () => void): void;
  setzIndex(z: number): void;
}
interface AMapApi {
  Map: new (
    element: HTMLElement,
    options: { center: LngLat; zoom: number },
  ) => {
    add(markers: AMapMarker[]): void;
    setFitView(markers?: AMapMarker[]): void;
    setCenter(center: LngLat): void;
    destroy(): void;
  };
  Marker: new (options: { position: LngLat; title: string }) => AMapMarker;
}

declare global {
  interface Window {
    AMap?: AMapApi;
  }
}

/** The script URL with the API version and the key; the configured URL's own parameters are kept. */
export function amapScriptUrl(scriptUrl: string, key: string | undefined): string {
  const url = new URL(scriptUrl, location.href);
  if (!url.searchParams.has("v")) url.searchParams.set("v", "2.0");
  if (key) url.searchParams.set("key", key);
  return url.href;
}

export function chinaAdapter({ scriptUrl, key, timeoutMs }: ProviderSettings): MapAdapter {
  return {
    async mount(container, { markers, label, onSelect }) {
      // `provides`: an outage page that defines no AMap is forgotten, so showing the map again fetches it again.
      await loadScript(amapScriptUrl(scriptUrl, key), { timeoutMs, provides: () => window.AMap !== undefined });
      const api = window.AMap;
      if (!api) throw new Error("the maps script left no AMap");
      const canvas = document.createElement("div");
      canvas.className = "vitrine-map__canvas";
      canvas.setAttribute("role", "region");
      canvas.setAttribute("aria-label", label);
      container.append(canvas);
      // AMap takes [longitude, latitude].
      const first = markers[0];
      const map = new api.Map(canvas, { center: first ? [first.lng, first.lat] : [116.397, 39.909], zoom: 12 });
      const pins = new Map(
        markers.map((m) => {
          const position: LngLat = [m.lng, m.lat];
          const pin = new api.Marker({ position, title: m.name });
          pin.on("click", () => onSelect(m.id));
          return [m.id, { pin, position }] as const;
        }),
      );
      map.add([...pins.values()].map((p) => p.pin));
      if (markers.length > 1) map.setFitView();
      const view: MapView = {
        select(id) {
          for (const [markerId, { pin, position }] of pins) {
            pin.setzIndex(markerId === id ? 200 : 100);
            if (markerId === id) map.setCenter(position);
          }
        },
        focusMarker: () => false,
        destroy() {
          map.destroy();
          canvas.remove();
        },
      };
      return view;
    },
  };
}
