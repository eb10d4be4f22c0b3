// The global maps service behind the adapter: the Google Maps JavaScript API, loaded through the one script loader
// (`{scriptUrl}?key=…&callback=…&loading=async`, within the page's timeout). CSP: see core/maps/README.md.
import { loadScript } from "../script-loader";
import type { MapAdapter, MapView, ProviderSettings } from "./adapter";

interface LatLngLiteral {
  lat: number;
  lng: number;
}
interface GoogleMarker {
  addListener(event: "click", handler: () => void): void;
  setZIndex(z: number): void;
  setMap(map: unknown): void;
}
interface GoogleMaps {
  Map: new (
    element: HTMLElement,
    options: { center: LatLngLiteral; zoom: number; clickableIcons: boolean },
  ) => {
    fitBounds(bounds: unknown): void;
    panTo(position: LatLngLiteral): void;
  };
  Marker: new (options: { position: LatLngLiteral; map: unknown; title: string }) => GoogleMarker;
  LatLngBounds: new () => { extend(position: LatLngLiteral): void };
}

declare global {
  interface Window {
    google?: { maps?: GoogleMaps };
    vitrineGoogleMapsReady?: () => void;
  }
}

const CALLBACK = "vitrineGoogleMapsReady";

/** The script URL with the key and the start-up callback; the configured URL's own parameters are kept. */
export function googleScriptUrl(scriptUrl: string, key: string | undefined): string {
  const url = new URL(scriptUrl, location.href);
  if (key) url.searchParams.set("key", key);
  url.searchParams.set("callback", CALLBACK);
  url.searchParams.set("loading", "async");
  return url.href;
}

export function globalAdapter({ scriptUrl, key, timeoutMs }: ProviderSettings): MapAdapter {
  return {
    async mount(container, { markers, label, onSelect }) {
      await loadScript(googleScriptUrl(scriptUrl, key), { timeoutMs, ready: (done) => (window[CALLBACK] = done) });
      const maps = window.google?.maps;
      if (!maps) throw new Error("the maps script left no google.maps");
      const canvas = document.createElement("div");
      canvas.className = "vitrine-map__canvas";
      canvas.setAttribute("role", "region");
      canvas.setAttribute("aria-label", label);
      container.append(canvas);
      const map = new maps.Map(canvas, { center: markers[0] ?? { lat: 0, lng: 0 }, zoom: 12, clickableIcons: false });
      const bounds = new maps.LatLngBounds();
      const pins = new Map(
        markers.map((m) => {
          const position = { lat: m.lat, lng: m.lng };
          bounds.extend(position);
          const pin = new maps.Marker({ position, map, title: m.name });
          pin.addListener("click", () => onSelect(m.id));
          return [m.id, { pin, position }] as const;
        }),
      );
      if (markers.length > 1) map.fitBounds(bounds);
      const view: MapView = {
        select(id) {
          for (const [markerId, { pin, position }] of pins) {
            pin.setZIndex(markerId === id ? 1 : 0);
            if (markerId === id) map.panTo(position);
          }
        },
        focusMarker: () => false,
        destroy() {
          for (const { pin } of pins.values()) pin.setMap(null);
          canvas.remove();
        },
      };
      return view;
    },
  };
}
