// One React root for the whole page; every widget instance renders through a portal into its own mount point
// (a root per tile costs ~3x more at 200 tiles and ~14x at 1,000). Each instance has its own error boundary.
// The widget contract (core/widget.ts) imports no React: this module hands it its rendering as it evaluates
// (core/render/rendering.ts).
import { Component, type ComponentType, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { unstable_LowPriority as LowPriority, unstable_scheduleCallback as scheduleCallback } from "scheduler";
import { waitForRenderer } from "../activity";
import { errorMessage, reportWidgetError } from "../errors";
import { provideReactRendering } from "./rendering";

interface Portal {
  id: number;
  widget: string;
  element: Element;
  container: Element;
  node: ReactNode;
}

const portals = signal<readonly Portal[]>([]);
const added: Portal[] = [];
const removed = new Set<number>();
let flushScheduled = false;
let nextId = 0;
let root: Root | undefined;
let rootElement: HTMLElement | undefined;

/** Renders `node` into `container` for a widget instance; returns the unrender. */
export function renderPortal(widget: string, element: Element, container: Element, node: ReactNode): () => void {
  ensureRoot();
  const portal: Portal = { id: nextId++, widget, element, container, node };
  added.push(portal);
  scheduleFlush();
  return () => {
    removed.add(portal.id);
    scheduleFlush();
  };
}

/** Renders `View` with `props` for a widget instance, as renderPortal does. */
export function renderView<P extends object>(widget: string, element: Element, container: Element, View: ComponentType<P>, props: P) {
  return renderPortal(widget, element, container, <View {...props} />);
}

provideReactRendering({ renderPortal, renderView });
// The runtime is idle only once React has rendered and run the effects of what it has queued: its scheduler runs a
// low-priority task after every task of higher priority queued before it and within the next 5 s (renders, effects).
waitForRenderer((then) => void scheduleCallback(LowPriority, () => void then()));

// Many mounts in one task become one store write and one React render.
function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(() => {
    flushScheduled = false;
    const kept = portals.value.filter((p) => !removed.has(p.id));
    for (const portal of added) if (!removed.has(portal.id)) kept.push(portal);
    added.length = 0;
    removed.clear();
    portals.value = kept;
  });
}

function ensureRoot(): void {
  if (root) return;
  rootElement = document.createElement("div");
  rootElement.hidden = true;
  rootElement.setAttribute("data-vitrine-root", "");
  document.body.append(rootElement);
  // Each instance's boundary reports its own error (naming widget and element); React need not log it again.
  root = createRoot(rootElement, { onCaughtError: () => {} });
  root.render(<Host />);
}

function Host() {
  useSignals();
  return portals.value.map((p) =>
    createPortal(
      <WidgetBoundary widget={p.widget} element={p.element}>
        {p.node}
      </WidgetBoundary>,
      p.container,
      String(p.id),
    ),
  );
}

interface BoundaryProps {
  widget: string;
  element: Element;
  children: ReactNode;
}

class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportWidgetError({
      widget: this.props.widget,
      element: this.props.element,
      message: `render failed: ${errorMessage(error)}`,
      cause: error,
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Unmounts the page's React root (tests). */
export function unmountHost(): void {
  root?.unmount();
  rootElement?.remove();
  root = undefined;
  rootElement = undefined;
  portals.value = [];
  added.length = 0;
  removed.clear();
}
