// The one tracking API: a typed `vitrine:track` event, mirrored to the analytics dataLayer when the page has one.
import { emit } from "./events";

export type TrackingEvent =
  | { event: "load-more"; partNumbers: string[]; page: number; category?: string }
  | { event: "video-open"; videoId: string }
  | { event: "share"; network: string; url: string }
  | { event: "add-to-cart"; partNumber: string; quantity: number };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(payload: TrackingEvent): void {
  emit("track", payload);
  if (Array.isArray(window.dataLayer)) window.dataLayer.push({ ...payload });
}
