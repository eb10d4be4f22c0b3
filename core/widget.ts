// The one widget contract: a definition turns into a lifecycle module. Mounting parses the element's data-*
// attributes and finds its required parts; a bad attribute or a missing part is reported by name and that instance
// alone stays server-rendered. Then either a React `View` renders through the page's one root, or `enhance` works on
// the server markup imperatively (and may render React where it chooses).
// This module imports no React: what it offers of React (a `View`, `render`) is core/render/host.tsx's, reached
// through core/render/rendering.ts, and the build loads that host before the code of every widget whose imports hold
// React (rollup.config.mjs `reactHostFirst`). A widget that works on the DOM by hand never downloads React.
import type { ComponentType, ReactNode } from "react";
import type { z } from "./zod";
import { datasetKeyToAttribute, type Problem } from "./attributes";
import { checkMarkup } from "./markup";
import { errorMessage, reportWidgetError } from "./errors";
import type { Place, WidgetModule } from "./lifecycle";
import { drawWithReact, type ReactRendering } from "./render/rendering";
import { takeMarketDirection } from "./render/direction";

export type { Place };

/** An HTML element by its tag name (`"form"`): what a typed part or a widget's element must be. */
export type Tag = keyof HTMLElementTagNameMap;
/** A required child element: the selector that must match inside the widget's element, or that selector and the
 * element it must be (`{ selector: "[data-x]", tag: "form" }`, then typed `HTMLFormElement`), checked at mount. */
export type PartSelector = string | { selector: string; tag: Tag };
/** Required child elements by name. */
export type PartSelectors = Record<string, PartSelector>;
export type Parts<P extends PartSelectors> = {
  [K in keyof P]: P[K] extends { tag: infer T extends Tag } ? HTMLElementTagNameMap[T] : HTMLElement;
};
/** The element of a widget whose definition names its tag (`element: "form"`), else any HTML element. */
export type ElementOf<T extends Tag | ""> = T extends Tag ? HTMLElementTagNameMap[T] : HTMLElement;
type NoParts = Record<never, string>;

export interface ViewProps<A, P extends PartSelectors = NoParts, E extends HTMLElement = HTMLElement> {
  attributes: A;
  element: E;
  parts: Parts<P>;
}

export interface EnhanceContext<A, P extends PartSelectors, E extends HTMLElement = HTMLElement> extends ViewProps<A, P, E> {
  /** Renders React into `container` (default: the element) through the page's one root, in the market's direction
   * unless the page set one; undone on unmount. */
  render(node: ReactNode, container?: Element): void;
  /** Reports `problem` naming widget and element; return its result: the instance stays server-rendered. */
  fail(problem: Problem): undefined;
  /** Runs `write`, the DOM writes that put the enhanced parts into the page, together with those of the instances
   * mounted beside it (a page of tiles: one layout, core/mounting.ts), before the `mount` event. Build what it inserts
   * beforehand, detached; a failed instance's writes never run. What it inserts is not scanned for widget markup. */
  place(write: () => void): void;
}

interface Common<S extends z.ZodMiniObject, P extends PartSelectors, T extends Tag | ""> {
  name: string;
  /** The element the widget must be on (`"form"`): another one is reported and stays server-rendered. */
  element?: T;
  attributes: S;
  /** Required parts; each one missing, or not the element its `tag` names, is reported (`part`) and leaves the
   * instance server-rendered. */
  parts?: P;
  /** data-* attributes the widget itself keeps in sync with its state: not watched for author edits. */
  ownAttributes?: readonly string[];
  /** Once per batch of elements, before the first mounts (e.g. one stock request). Kept cheap: the elements are not
   * parsed yet (most never mount), so read only the attributes needed and validate those. */
  prefetch?(elements: HTMLElement[]): void;
}

export interface ReactWidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors, T extends Tag | ""> extends Common<S, P, T> {
  View: ComponentType<ViewProps<z.output<S>, P, ElementOf<T>>>;
  /** Creates the node the view renders into (default: the element itself) and undoes it on unmount. */
  setup?(element: ElementOf<T>, parts: Parts<P>): { container: Element; cleanup(): void };
}

export interface EnhanceWidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors, T extends Tag | ""> extends Common<S, P, T> {
  /** Enhances the server markup; returns what undoes it (renders made through `render` are undone for it). */
  enhance(context: EnhanceContext<z.output<S>, P, ElementOf<T>>): (() => void) | void;
}

export type WidgetDefinition<S extends z.ZodMiniObject, P extends PartSelectors, T extends Tag | ""> =
  ReactWidgetDefinition<S, P, T> | EnhanceWidgetDefinition<S, P, T>;

/** What `mount` gives an enhancer: the public context, and the view's own way to render (`View`). */
interface MountContext<A, P extends PartSelectors, E extends HTMLElement> extends EnhanceContext<A, P, E> {
  renderView(View: ComponentType<ViewProps<A, P, E>>, props: ViewProps<A, P, E>, container: Element): void;
}

export function defineWidget<S extends z.ZodMiniObject, P extends PartSelectors = NoParts, T extends Tag | "" = "">(
  definition: WidgetDefinition<S, P, T>,
): WidgetModule {
  const { name, prefetch } = definition;
  const own = new Set(definition.ownAttributes);
  const attributes = Object.keys(definition.attributes.shape)
    .map(datasetKeyToAttribute)
    .filter((a) => !own.has(a));
  const enhance: (context: MountContext<z.output<S>, P, ElementOf<T>>) => (() => void) | void =
    "View" in definition ? viewEnhancer(definition) : definition.enhance;
  return {
    name,
    attributes,
    prefetch,
    mount(host, place: Place = (write) => write()) {
      const report = ({ attribute, part, message }: Problem) =>
        void reportWidgetError({ widget: name, element: host, message, ...(attribute ? { attribute } : {}), ...(part ? { part } : {}) });
      /** Reports `problem`: the instance failed and stays as the server sent it. */
      const refuse = (problem: Problem) => (report(problem), false as const);
      const checked = checkMarkup(host, definition);
      if (!checked.ok) return refuse(checked.problem);
      const element = host as ElementOf<T>;
      const parts = checked.parts as Parts<P>;
      // Every widget's root takes the market's direction unless the page set one (README "Configuration"): one rule
      // here, whether the widget renders React or works on the DOM by hand.
      const unrenders: (() => void)[] = [takeMarketDirection(element)];
      const undo = () => unrenders.forEach((unrender) => unrender());
      let failed = false;
      /** Through the page's one React root (loaded first when the widget's code holds React); a container outside the
       * root (a dialog's host at the end of the body) takes the market's direction too. */
      const draw = (container: Element, drawing: (react: ReactRendering) => () => void) =>
        void unrenders.push(
          takeMarketDirection(container),
          drawWithReact(drawing, (error) => report({ message: `could not load React: ${errorMessage(error)}` })),
        );
      const teardown = enhance({
        attributes: checked.attributes,
        element,
        parts,
        render: (node, container = element) => draw(container, (react) => react.renderPortal(name, element, container, node)),
        renderView: (View, props, container) => draw(container, (react) => react.renderView(name, element, container, View, props)),
        place,
        fail: (problem) => {
          undo();
          failed = true;
          report(problem);
        },
      });
      if (failed) return (teardown?.(), false);
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

function viewEnhancer<S extends z.ZodMiniObject, P extends PartSelectors, T extends Tag | "">({
  View,
  setup,
}: ReactWidgetDefinition<S, P, T>) {
  return ({ attributes, element, parts, renderView }: MountContext<z.output<S>, P, ElementOf<T>>) => {
    const { container, cleanup } = setup?.(element, parts) ?? { container: element, cleanup: () => {} };
    renderView(View, { attributes, element, parts }, container);
    return cleanup;
  };
}
