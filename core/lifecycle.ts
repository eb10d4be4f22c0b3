// Connects widgets to markup as it comes and goes (Stimulus-style): one scan on start, then one
// MutationObserver for appended and removed markup. Widget code loads lazily per hydration strategy (core/hydration/).
import type { Mounter } from "./mounting";
import { beginWork, trackWork } from "./activity";
import { emit } from "./events";
import { onLoad } from "./hydration/load";
import { onIdle } from "./hydration/idle";
import { onVisible } from "./hydration/visible";
import { onInteraction } from "./hydration/interaction";

/** When a widget's code loads, always after the page has loaded and painted its images in view: `load` then; the others when idle, visible, or first touched. */
export type Hydration = "load" | "idle" | "visible" | "interaction";

/**
 * How one instance waits for its moment (core/hydration/, one module per `Hydration`): it calls `start` when the
 * moment has come (a call for an instance no longer waiting does nothing), and records on the instance what stops
 * the wait (`cancel`), the pending work it holds meanwhile (`settle`) and, holding activations, `release`.
 */
export type Strategy = (instance: Instance, start: () => void) => void;

export interface WidgetModule {
  /** The name `defineWidget` made it under: a registered widget's module must carry its entry's (core/register.ts). */
  name?: string;
  /** Mounts one instance on its element; returns the teardown, or `false` when the instance failed (a bad
   * attribute, a missing part: reported already), which then keeps its server HTML and emits no `mount`. `place`
   * (core/mounting.ts) takes the DOM writes that put the widget into the page, to run with its batch's. */
  mount(element: HTMLElement, place?: Place): (() => void) | void | false;
  /** Called once per batch (elements found together, e.g. one page of tiles) before the first of them mounts. */
  prefetch?(elements: HTMLElement[]): void;
  /** The data-* attributes an author sets: a change to one on a mounted element remounts that instance. */
  attributes?: readonly string[];
}

/** Runs `write` (DOM writes into the page) now, or later with the writes of the instances mounted beside it. */
export type Place = (write: () => void) => void;

export interface WidgetEntry {
  name: string;
  /** Matches the CMS markup's own data-* attributes; `[data-{name}]` when absent. An element hydrates as one widget
   * only: the first entry (in the list's order) whose selector matches it. */
  selector?: string;
  hydrate: Hydration;
  /** The widget's code. The build makes it load the React host first when that code's graph holds React
   * (rollup.config.mjs `reactHostFirst`); nothing here knows whether it does. */
  load(): Promise<{ default: WidgetModule }>;
}

/** The markup a widget hydrates. */
export const selectorOf = (entry: WidgetEntry): string => entry.selector ?? `[data-${entry.name}]`;

export interface Batch {
  elements: HTMLElement[];
  prefetched: boolean;
}

export type State = "waiting" | "loading" | "mounted" | "failed" | "gone";

/** One widget on one element; mounting it is core/mounting.ts's part. */
export interface Instance {
  entry: WidgetEntry;
  el: HTMLElement;
  batch: Batch;
  state: State;
  module?: WidgetModule;
  cancel?: () => void;
  teardown?: () => void;
  /** Ends the instance's pending work (core/activity.ts): an idle callback waiting, its code loading, its mount queued. */
  settle?: () => void;
  /** Ends holding activations (`interaction`): replays a held one once mounted, or lets the link navigate. */
  release?: (outcome: "replay" | "navigate" | "drop") => void;
}

/** Told of each instance's new state while the debug overlay (core/debug/) is on; unset otherwise, so no work. */
let stateObserver: ((instance: Instance) => void) | undefined;
export const observeStates = (observer?: (instance: Instance) => void): void => void (stateObserver = observer);
export function setState(instance: Instance, state: State): void {
  instance.state = state;
  stateObserver?.(instance);
}

/** Ends the current task, so evaluating a chunk and mounting from it never add up to one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** How long images in view may hold widget code back (a stalled one, a slow decode). */
const IMAGE_WAIT_MS = 3000;
const inView = (img: HTMLImageElement) => {
  const rect = img.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
};
/** Settles once the image has loaded (or failed) and is decoded (`decode()` waits for the load): a loaded image may
 * paint frames later (seen: 130 ms on the listing), and the LCP is its paint, not its load. */
const readyToPaint = (img: HTMLImageElement): Promise<void> => img.decode().catch(() => {});
/** Resolves once the images in view (the LCP candidates: lazy ones in view may still load after `load`) are loaded and
 * decoded; true if there are any. */
function imagesInView(): Promise<boolean> {
  const images = [...document.querySelectorAll("img")].filter(inView);
  if (images.length === 0) return Promise.resolve(false);
  return Promise.race([Promise.all(images.map(readyToPaint)), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]).then(
    () => true,
  );
}
/** Frames that may pass without a new LCP before widget code may load anyway (nothing larger painted since). */
const LCP_FRAMES = 4;
const LCP = "largest-contentful-paint";
/**
 * Resolves once the frame that painted what had loaded by `since` has reached the screen: an LCP entry at or after
 * `since` has been reported (its time is the frame's presentation, which comes after the task that follows the
 * frame's main-thread paint, and later still on a busy machine); or LCP_FRAMES frames have passed and some LCP has
 * been reported (the page's largest paint came before `since`); or IMAGE_WAIT_MS, if no LCP is ever reported.
 */
function presented(since: number): Promise<void> {
  if (document.visibilityState === "hidden") return nextTask();
  const observing = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes(LCP);
  let reported = !observing;
  let observer: PerformanceObserver | undefined;
  return new Promise<void>((resolve) => {
    if (observing) {
      observer = new PerformanceObserver((list) => {
        reported = true;
        if (list.getEntries().some((e) => e.startTime >= since)) resolve();
      });
      observer.observe({ type: LCP, buffered: true });
    }
    let frames = LCP_FRAMES;
    const frame = () => (--frames > 0 || !reported ? requestAnimationFrame(frame) : resolve());
    requestAnimationFrame(frame);
    setTimeout(resolve, IMAGE_WAIT_MS);
  }).then(() => {
    observer?.disconnect();
    return nextTask();
  });
}
/**
 * The server HTML already works: no widget request competes with the page's own resources, its LCP image above all.
 * Widget code waits for the `load` event, then for the images in view to load and decode (lazy ones in view may
 * still be loading), then, if there were any or the page was still loading, until the frame that paints them has
 * reached the screen (`presented`).
 * Asked once per lifecycle: the first widget to want its code sets the moment.
 */
function pageLoaded(): Promise<void> {
  const loading = document.readyState !== "complete";
  // In a task of its own: `load` may fire in the task that ran the bootloader, and finding the images in view forces a
  // layout (the PLP: one 28-47 ms task at 1×, 111-187 ms in Lighthouse's 4× simulation).
  return (loading ? new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true })) : Promise.resolve())
    .then(nextTask)
    .then(imagesInView)
    .then((images) => (loading || images ? presented(performance.now()) : undefined));
}
let mounting: Promise<typeof import("./mounting")> | undefined;
/** The mounting half of the lifecycle (core/mounting.ts), once per page whatever the number of lifecycles. */
function loadMounting() {
  mounting ??= import("./mounting");
  mounting.catch(() => (mounting = undefined));
  return mounting;
}

const strategies: Record<Hydration, Strategy> = { load: onLoad, idle: onIdle, visible: onVisible, interaction: onInteraction };

export function createLifecycle(entries: readonly WidgetEntry[]) {
  /** The built-in widgets, then those a page registered (core/register.ts), in that order. */
  const widgets = [...entries];
  const byElement = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const modules = new Map<string, Promise<WidgetModule>>();
  let mounterReady: Promise<void> | undefined;
  let pageReady: Promise<void> | undefined;
  let mutations: MutationObserver | undefined;
  let observedRoot: HTMLElement | undefined;
  /** The data-* attributes authors set, of every widget whose code has loaded (MutationObserver's attributeFilter). */
  let watched: readonly string[] = [];
  /** Mounts what has loaded: it comes before the first widget's code. */
  let mounter: Mounter | undefined;

  function scan(roots: Iterable<ParentNode>): void {
    // One pass over each root for any widget's markup (most added nodes, a widget's own DOM, hold none), then each
    // element found goes to the first entry whose selector it matches: one element, one widget (a tile's product
    // data on another widget's root).
    const selectors = widgets.map(selectorOf);
    const any = selectors.join();
    const found = new Set<HTMLElement>();
    for (const root of roots) {
      if ((root as Element).matches?.(any)) found.add(root as HTMLElement);
      for (const el of root.querySelectorAll<HTMLElement>(any)) found.add(el);
    }
    const all = [...found];
    widgets.forEach((entry, i) => {
      const fresh = all.filter((el) => !byElement.get(el)?.size && el.matches(selectors[i]!));
      const batch: Batch = { elements: fresh, prefetched: false };
      for (const el of fresh) schedule(connect(entry, el, batch));
    });
  }

  function connect(entry: WidgetEntry, el: HTMLElement, batch: Batch): Instance {
    const instance: Instance = { entry, el, batch, state: "waiting" };
    stateObserver?.(instance);
    let perElement = byElement.get(el);
    if (!perElement) byElement.set(el, (perElement = new Map()));
    perElement.set(entry.name, instance);
    live.add(instance);
    return instance;
  }

  function schedule(instance: Instance): void {
    strategies[instance.entry.hydrate](instance, () => trigger(instance));
  }

  /** The mounter, which must be there before widget code can mount. */
  function prepare(): Promise<void> {
    if (!mounterReady) {
      mounterReady = loadMounting().then(({ createMounter }) => {
        mounter = createMounter({ fail, disconnect, restart, instancesOf: (el) => byElement.get(el)?.values() ?? [], watch, unobserved });
      });
      mounterReady.catch(() => (mounterReady = undefined));
    }
    return mounterReady;
  }

  function loadModule(entry: WidgetEntry): Promise<WidgetModule> {
    let promise = modules.get(entry.name);
    if (!promise) {
      promise = (pageReady ??= pageLoaded())
        .then(() => Promise.all([entry.load(), prepare()]))
        .then(async ([m]) => (await nextTask(), m.default));
      // A failed chunk load may be transient: let a later trigger try again.
      promise.catch(() => modules.delete(entry.name));
      modules.set(entry.name, promise);
    }
    return promise;
  }

  function trigger(instance: Instance): void {
    if (instance.state !== "waiting") return;
    instance.cancel?.();
    instance.cancel = undefined;
    setState(instance, "loading");
    instance.settle?.();
    instance.settle = beginWork();
    loadModule(instance.entry).then(
      (module) => mounter!.loaded(instance, module),
      (error: unknown) => fail(instance, error, "could not load the widget code: "),
    );
  }

  /** A fresh instance of the same widget on the same element (after an author's edit). */
  function restart({ entry, el }: Instance): void {
    trigger(connect(entry, el, { elements: [el], prefetched: false }));
  }

  // The reporter (it describes the element) is not in the bootloader: it comes with the mounter (core/mounting.ts),
  // so it is there unless that failed to load too, and then only the event goes out.
  function fail(instance: Instance, cause: unknown, prefix = ""): void {
    const { entry, el, settle } = instance;
    setState(instance, "failed");
    instance.release?.("navigate");
    trackWork(
      import("./errors").then(
        ({ errorMessage, reportWidgetError }) =>
          reportWidgetError({ widget: entry.name, element: el, message: prefix + errorMessage(cause), cause }),
        () => emit("error", { widget: entry.name, message: prefix + String(cause) }),
      ),
    );
    settle?.();
  }

  function disconnect(instance: Instance): void {
    const wasMounted = instance.state === "mounted";
    instance.cancel?.();
    instance.release?.("drop");
    instance.settle?.();
    setState(instance, "gone");
    live.delete(instance);
    byElement.get(instance.el)?.delete(instance.entry.name);
    if (wasMounted) mounter?.unmounted(instance);
  }

  /** (Re)starts observing with the current attribute filter; records already queued are handled, not lost. */
  function observe(): void {
    if (!mutations || !observedRoot) return;
    const pending = mutations.takeRecords();
    mutations.disconnect();
    const attributes = watched.length > 0 ? { attributeFilter: [...watched], attributeOldValue: true } : {};
    mutations.observe(observedRoot, { childList: true, subtree: true, ...attributes });
    if (pending.length > 0) onMutations(pending);
  }

  function watch(attributes: readonly string[]): void {
    watched = attributes;
    observe();
  }

  /** Runs widgets' own writes unobserved (what they put in holds no markup to hydrate): a page of tiles' overlays
   * would otherwise be 1,000 roots to scan. What was observed before is handled first. */
  function unobserved(write: () => void): void {
    onMutations(mutations?.takeRecords() ?? []);
    write();
    mutations?.takeRecords();
  }

  function onMutations(records: MutationRecord[]): void {
    const added = new Set<Element>();
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added.add(node);
      if (record.removedNodes.length > 0) removed = true;
    }
    if (removed) for (const instance of [...live]) if (!instance.el.isConnected) disconnect(instance);
    mounter?.remountEdited(records);
    // One scan for everything appended together, so a load-more page forms one batch.
    if (added.size > 0) scan(added);
  }

  return {
    /** Scans `root` now and watches it for markup added or removed later. Idempotent. */
    start(root: HTMLElement = document.body): void {
      scan([root]);
      if (mutations) return;
      mutations = new MutationObserver(onMutations);
      observedRoot = root;
      observe();
    },
    /** Connects widgets in a subtree now (e.g. markup inserted while the observer was off). */
    rescan(root: ParentNode = document.body): void {
      scan([root]);
    },
    /** The instances on the page now (the debug overlay's first look, core/debug/). */
    instances: live as ReadonlySet<Instance>,
    /** The widgets in the order they match: core/register.ts appends to it, then rescans. */
    widgets,
    /** Disconnects every widget and stops observing (tests, page teardown). */
    stop(): void {
      mutations?.disconnect();
      mutations = undefined;
      observedRoot = undefined;
      for (const instance of [...live]) disconnect(instance);
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
