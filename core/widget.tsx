// Turns a widget's schema, optional setup and React view into a lifecycle module: parse the element's data-*
// attributes (a bad one is reported by name and that instance alone stays server-rendered), then render via the host.
import type { ComponentType } from "react";
import type { z } from "./zod";
import { parseAttributes } from "./attributes";
import { reportWidgetError } from "./errors";
import type { WidgetModule } from "./lifecycle";
import { renderPortal } from "./render/host";

export interface ViewProps<A> {
  attributes: A;
  element: HTMLElement;
}

export interface ReactWidgetDefinition<S extends z.ZodMiniObject> {
  name: string;
  attributes: S;
  View: ComponentType<ViewProps<z.output<S>>>;
  /** Creates the node the view renders into (default: the element itself) and undoes it on unmount. */
  setup?(element: HTMLElement): { container: Element; cleanup(): void };
  /** Once per batch of elements, before the first mounts (e.g. one stock request). Kept cheap: the elements are not
   * parsed yet (most never mount), so read only the attributes needed and validate those. */
  prefetch?(elements: HTMLElement[]): void;
}

export function defineReactWidget<S extends z.ZodMiniObject>(definition: ReactWidgetDefinition<S>): WidgetModule {
  const { name, attributes, View, setup, prefetch } = definition;
  return {
    prefetch,
    mount(element) {
      const result = parseAttributes(element, attributes);
      if (!result.ok) {
        reportWidgetError({ widget: name, element, attribute: result.attribute, message: result.message });
        return;
      }
      const { container, cleanup } = setup?.(element) ?? { container: element, cleanup: () => {} };
      const unrender = renderPortal(name, element, container, <View attributes={result.value} element={element} />);
      return () => {
        unrender();
        cleanup();
      };
    },
  };
}
