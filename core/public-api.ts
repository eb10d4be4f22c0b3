// The API a page sees as `window.vitrine`.
import type { VitrineEvents, VitrineEventType } from "./events";
import type { PageConfigInput } from "./page-config";

export type { VitrineEvents, VitrineEventType, ErrorDetail } from "./events";
export type { TrackingEvent } from "./tracking";
export type { PageConfigInput } from "./page-config";
export type { WidgetEntry, WidgetModule, Hydration } from "./lifecycle";

export interface VitrineApi {
  readonly version: string;
  /** Merges a configuration object into the page's at every depth (see README, "Adding Vitrine to a page"). */
  init(config: PageConfigInput): void;
  /** Connects widgets in markup inserted outside the observed tree. */
  rescan(root?: ParentNode): void;
  /** Subscribes to a Vitrine event; returns the unsubscribe. */
  on<K extends VitrineEventType>(type: K, handler: (detail: VitrineEvents[K]) => void): () => void;
  /** Resolves when no request is in flight, no widget code is loading and no mount is queued. */
  whenIdle(): Promise<void>;
  /** Disconnects every widget and stops observing the page. */
  stop(): void;
  /** Resolves once Vitrine has started (the page's markup scanned; `vitrine:ready` fired): await it at any time, also
   * after that event, e.g. from a bundle that imports Vitrine and runs after it started. */
  readonly ready: Promise<void>;
  /** Whether Vitrine has started (`ready` has resolved). */
  readonly isReady: boolean;
  /** Switches the debug overlay on (default) or off (README "Debug overlay"); `?vitrine-debug` in the address switches
   * it on at start. Resolves once done. */
  debug(on?: boolean): Promise<void>;
}

declare global {
  interface Window {
    vitrine?: VitrineApi;
  }
}
