// What the debug overlay shows, kept apart from drawing it: every widget instance with its state and time to mount,
// the errors (each tied to the element it names, when one does) and the latest requests.
import type { ErrorDetail } from "../events";
import type { RequestRecord } from "../http";
import type { Instance, State } from "../lifecycle";
import { describeElement } from "../errors";

/** The states an instance is shown in; a `gone` one (its element left the page) is dropped. */
export type ShownState = Exclude<State, "gone">;

export interface InstanceRow {
  name: string;
  element: HTMLElement;
  /** The element described as errors describe it (core/errors.ts), once: a listing holds hundreds. */
  where: string;
  state: ShownState;
  /** When its code started loading, as far as the overlay saw it. */
  loadingSince?: number;
  /** From loading its code to mounted; unknown for an instance that loaded before the overlay was on. */
  mountMs?: number;
  errors: string[];
}

export interface ErrorRow {
  detail: ErrorDetail;
  /** The element the error names, found again by its description. */
  element?: Element;
}

/** The most errors and requests kept: the latest. */
export const KEPT = 50;

export function createDebugModel(now: () => number = () => performance.now()) {
  const rows = new Map<Instance, InstanceRow>();
  const errors: ErrorRow[] = [];
  const requests: RequestRecord[] = [];
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > KEPT) list.shift();
  };

  /** The element an error names: an instance's of that widget first (the description is a short path, not unique). */
  function elementOf({ widget, element }: ErrorDetail): Element | undefined {
    if (!element) return undefined;
    const named = (el: Element) => describeElement(el) === element;
    for (const row of rows.values()) if (row.name === widget && row.where === element && named(row.element)) return row.element;
    try {
      return [...document.querySelectorAll(element)].find(named);
    } catch {
      return undefined; // not a selector after all
    }
  }

  return {
    /** Records an instance's current state (from the lifecycle's snapshot or as it changes). */
    state(instance: Instance): void {
      const { state, entry, el } = instance;
      if (state === "gone") return void rows.delete(instance);
      const row = rows.get(instance) ?? { name: entry.name, element: el, where: describeElement(el), state, errors: [] };
      rows.set(instance, row);
      row.state = state;
      if (state === "loading") row.loadingSince = now();
      if (state === "mounted" && row.loadingSince !== undefined) row.mountMs = now() - row.loadingSince;
    },
    error(detail: ErrorDetail): void {
      const element = elementOf(detail);
      keep(errors, { detail, element });
      for (const row of rows.values()) if (row.element === element && row.name === detail.widget) row.errors.push(detail.message);
    },
    request(record: RequestRecord): void {
      keep(requests, record);
    },
    instances: (): InstanceRow[] => [...rows.values()],
    errors: (): readonly ErrorRow[] => errors,
    requests: (): readonly RequestRecord[] => requests,
  };
}

export type DebugModel = ReturnType<typeof createDebugModel>;

/** A request's address as listed: the path and query on this site (the cache-buster dropped), the origin too off it. */
export function shownUrl(url: string): string {
  const parsed = new URL(url, location.href);
  parsed.searchParams.delete("_");
  const path = parsed.pathname + parsed.search;
  return parsed.origin === location.origin ? path : parsed.origin + path;
}
