// How the widget contract (core/widget.ts) reaches React without importing it. core/render/host.tsx, the page's one
// React root, hands its rendering over here as it evaluates. The build has it evaluated, in a task of its own, before
// the code of any widget whose imports hold React (rollup.config.mjs `reactHostFirst`), so those render at once; an
// instance that renders React without that (a widget under vitest, unbundled) loads it here first and renders once it
// is there. Nothing here imports React at run time: a widget that never renders never loads it.
import type { ComponentType, ReactNode } from "react";
import { trackWork } from "../activity";

export interface ReactRendering {
  /** Renders `node` into `container` for a widget instance through the page's one root; returns the unrender. */
  renderPortal(widget: string, element: Element, container: Element, node: ReactNode): () => void;
  /** The same for `View` with `props`. */
  renderView<P extends object>(widget: string, element: Element, container: Element, View: ComponentType<P>, props: P): () => void;
}

let provided: ReactRendering | undefined;
let loading: Promise<unknown> | undefined;

/** Called by core/render/host.tsx as it evaluates. */
export function provideReactRendering(rendering: ReactRendering): void {
  provided = rendering;
}

/**
 * Draws with React: at once when it is loaded, else once core/render/host.tsx has loaded (counted as pending work
 * until then, core/activity.ts). Returns what undoes the drawing, or cancels it if it has not happened yet;
 * `failed` hears a failed load (a later call tries again).
 */
export function drawWithReact(draw: (react: ReactRendering) => () => void, failed: (error: unknown) => void): () => void {
  if (provided) return draw(provided);
  let undo: (() => void) | undefined;
  let cancelled = false;
  if (!loading) {
    loading = import("./host");
    loading.catch(() => (loading = undefined));
  }
  trackWork(loading).then(() => {
    if (!cancelled) undo = draw(provided!);
  }, failed);
  return () => {
    cancelled = true;
    undo?.();
  };
}
