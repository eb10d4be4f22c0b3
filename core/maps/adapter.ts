// The one interface every maps service sits behind (§3 "Site configuration" `mapProvider`: a global maps service, or
// a Chinese maps service). Widgets talk to a MapView only; which service draws it is chosen by `selectMapProvider`
// and its code is loaded by `loadMap` only when a map is shown.

export interface MapMarker {
  id: string;
  /** The store's name: the marker's accessible name. */
  name: string;
  lat: number;
  lng: number;
}

export interface MapOptions {
  markers: readonly MapMarker[];
  /** The map's accessible name. */
  label: string;
  /** The shopper chose a marker on the map (pointer or keyboard). */
  onSelect(id: string): void;
}

export interface MapView {
  /** Marks `id` as the chosen store and brings it into view; null clears. */
  select(id: string | null): void;
  /** Moves keyboard focus to a marker, when the service can (the stand-in can; third-party maps may not). */
  focusMarker(id: string): boolean;
  destroy(): void;
}

export interface MapAdapter {
  /** Draws the map into `container` (which keeps its room); rejects when the service cannot load. */
  mount(container: HTMLElement, options: MapOptions): Promise<MapView>;
}

/** What a configured service needs: its script and key, from the page configuration. */
export interface ProviderSettings {
  scriptUrl: string;
  key?: string | undefined;
  timeoutMs: number;
}
