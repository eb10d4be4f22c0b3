// The one widget contract: a definition turns into a lifecycle module. Mounting parses the element's data-*
// attributes and finds its required parts; a bad attribute or a missing part is reported by name and that instance
// alone stays server-rendered. Then either a React `View` renders through the page's one root, or `enhance` works on
// the server markup imperatively (and may render React where it chooses).
// This module imports no React: what it offers of React (a `View`, `render`) is core/render/host.tsx's, reached
// through core/render/rendering.ts, and the lifecycle loads that host before the code of every widget the registry
// does not mark `react: false`. A widget that works on the DOM by hand (tile labels) never downloads React.
import type { ComponentType, ReactNode } from "react";
import type { z } from "./zod";
import { datasetKeyToAttribute, missingPart, parseAttributes, type Problem } from "./attributes";
import { errorMessage, reportWidgetError } from "./errors";
import type { WidgetModule } from "./lifecycle";
import { drawWithReact, type ReactRendering } from "./render/rendering";
import { takeMarketDirection } from "./render/direction";

/** Required child elements by name: selectors that must match inside the widget's element. */
export type PartSelectors = Record<string, string>;
export type Parts<P extends PartSelectors> = { [K in keyof P]: HTMLElement };

export interface ViewProps<A, P extends PartSelectors = Record<never, string>> {
  attributes: A;
  element: HTMLElement;
  parts: Parts<P>;
}

export interface EnhanceContext<A, P extends PartSelectors> extends ViewProps<A, P> {
  /** Renders React into `container` (default: the element) through the page's one root, in the market's direction
   * unless the page set one; undone on unmount. */
  render(node: ReactNode, container?: Element): void;
  /** Reports `problem` naming widget and element; return its result: the instance stays server-rendered. */
  fail(problem: Problem): undefined;
}

interface Common<S extends z.ZodMiniObject, P extends PartSelectors> {
  name: string;
  attributes: S;
  /** Required parts; each missing one is reported (`part`) and leaves the instance server-rendered. */
  parts?: P;
  /** data-* attributes the widget itself keeps in sync with its state: not watched for author edits. */
  ownAttributes?: readonly string[];
  /** Once per batch of elements, before the first mounts (e.g. one stock request). Kept cheap: the elements are not
   * parsed yet (most never mount), so read only the attributes needed and validate those. */
  prefetch?(elements: HTMLElement[]): void;
}

export interface ReactWidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors> extends Common<S, P> {
  View: ComponentType<ViewProps<z.output<S>, P>>;
  /** Creates the node the view renders into (default: the element itself) and undoes it on unmount. */
  setup?(element: HTMLElement, parts: Parts<P>): { container: Element; cleanup(): void };
}

export interface EnhanceWidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors> extends Common<S, P> {
  /** Enhances the server markup; returns what undoes it (renders made through `render` are undone for it). */
  enhance(context: EnhanceContext<z.output<S>, P>): (() => void) | void;
}

export type WidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors> =
  ReactWidgetDefinition<S, P> | EnhanceWidgetDefinition<S, P>;

/** What `mount` gives an enhancer: the public context, and the view's own way to render (`View`). */
interface MountContext<A, P extends PartSelectors> extends EnhanceContext<A, P> {
  renderView(View: ComponentType<ViewProps<A, P>>, props: ViewProps<A, P>, container: Element): void;
}

export function defineWidget<S extends z.ZodMiniObject, P extends PartSelectors = Record<never, string>>(
  definition: WidgetDefinition<S, P>,
): WidgetModule {
  const { name, prefetch } = definition;
  const own = new Set(definition.ownAttributes);
  const attributes = Object.keys(definition.attributes.shape)
    .map(datasetKeyToAttribute)
    .filter((a) => !own.has(a));
  const enhance: (context: MountContext<z.output<S>, P>) => (() => void) | void =
    "View" in definition ? viewEnhancer(definition) : definition.enhance;
  return {
    attributes,
    prefetch,
    mount(element) {
      const report = ({ attribute, part, message }: Problem) =>
        void reportWidgetError({ widget: name, element, message, ...(attribute ? { attribute } : {}), ...(part ? { part } : {}) });
      const parsed = parseAttributes(element, definition.attributes);
      if (!parsed.ok) return report(parsed);
      const parts = findParts(element, definition.parts ?? ({} as P));
      if (typeof parts === "string") return report(missingPart(parts));
      // Every widget's root takes the market's direction unless the page set one (README "Configuration"): one rule
      // here, whether the widget renders React or works on the DOM by hand.
      const unrenders: (() => void)[] = [takeMarketDirection(element)];
      const undo = () => unrenders.forEach((unrender) => unrender());
      /** Through the page's one React root (loaded first unless the registry says the widget renders none); a
       * container outside the root (a dialog's host at the end of the body) takes the market's direction too. */
      const draw = (container: Element, drawing: (react: ReactRendering) => () => void) =>
        void unrenders.push(
          takeMarketDirection(container),
          drawWithReact(drawing, (error) => report({ message: `could not load React: ${errorMessage(error)}` })),
        );
      const teardown = enhance({
        attributes: parsed.value,
        element,
        parts,
        render: (node, container = element) => draw(container, (react) => react.renderPortal(name, element, container, node)),
        renderView: (View, props, container) => draw(container, (react) => react.renderView(name, element, container, View, props)),
        fail: (problem) => (undo(), report(problem)),
      });
      return () => {
        undo();
        teardown?.();
      };
    },
  };
}

/** A `setup` rendering the view into a new `div` of `className`, placed by `place` (default: at the end of the
 * element) and removed on unmount. */
export function ownContainer<P extends PartSelectors = Record<never, string>>(
  className: string,
  place: (element: HTMLElement, container: HTMLElement, parts: Parts<P>) => void = (element, container) => element.append(container),
) {
  return (element: HTMLElement, parts: Parts<P>) => {
    const container = document.createElement("div");
    container.className = className;
    place(element, container, parts);
    return { container, cleanup: () => container.remove() };
  };
}

function viewEnhancer<S extends z.ZodMiniObject, P extends PartSelectors>({ View, setup }: ReactWidgetDefinition<S, P>) {
  return ({ attributes, element, parts, renderView }: MountContext<z.output<S>, P>) => {
    const { container, cleanup } = setup?.(element, parts) ?? { container: element, cleanup: () => {} };
    renderView(View, { attributes, element, parts }, container);
    return cleanup;
  };
}

/** Each part's element, or the selector of the first one missing. */
function findParts<P extends PartSelectors>(element: HTMLElement, selectors: P): Parts<P> | string {
  const found: Record<string, HTMLElement> = {};
  for (const [key, selector] of Object.entries(selectors)) {
    const part = element.querySelector<HTMLElement>(selector);
    if (!part) return selector;
    found[key] = part;
  }
  return found as Parts<P>;
}
