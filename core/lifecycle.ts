// Connects widgets to markup as it comes and goes (Stimulus-style): one scan on start, then one
// MutationObserver for appended and removed markup. Widget code loads lazily per hydration strategy.
import { reportWidgetError, errorMessage } from "./errors";
import { emit } from "./events";
import { beginWork } from "./activity";
import { isAuthorMode } from "./authoring";

/** When a widget's code loads, always after the page has loaded and painted its images in view: `load` then; the others when idle, visible, or first touched. */
export type Hydration = "load" | "idle" | "visible" | "interaction";

export interface WidgetModule {
  /** Mounts one instance on its element; returns the teardown. */
  mount(element: HTMLElement): (() => void) | void;
  /** Called once per batch (elements found together, e.g. one page of tiles) before the first of them mounts. */
  prefetch?(elements: HTMLElement[]): void;
  /** The data-* attributes an author sets: a change to one on a mounted element remounts that instance. */
  attributes?: readonly string[];
}

export interface WidgetEntry {
  name: string;
  /** Matches the CMS markup's own data-* attributes. */
  selector: string;
  hydrate: Hydration;
  /** For `visible`: how far outside the viewport hydration starts. */
  rootMargin?: string;
  load(): Promise<{ default: WidgetModule }>;
}

interface Batch {
  elements: HTMLElement[];
  prefetched: boolean;
}

type State = "waiting" | "loading" | "mounted" | "failed" | "gone";

interface Instance {
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

export interface LifecycleOptions {
  /** The runtime every widget shares (React): loaded once, before the first widget's code, in a task of its own. */
  runtime?: () => Promise<unknown>;
}

const SLICE_MS = 8;
/** Ends the current task, so evaluating a chunk and mounting from it never add up to one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** How long a stalled image in view may hold widget code back. */
const IMAGE_WAIT_MS = 3000;
const loaded = (img: HTMLImageElement) =>
  new Promise<void>((resolve) => {
    img.addEventListener("load", () => resolve(), { once: true });
    img.addEventListener("error", () => resolve(), { once: true });
  });
/** Resolves once the images in view (the LCP candidates: lazy ones in view may still load after `load`) are done; true if it had to wait. */
function imagesInView(): Promise<boolean> {
  const pending = [...document.querySelectorAll("img")].filter((img) => {
    if (img.complete) return false;
    const rect = img.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  });
  if (pending.length === 0) return Promise.resolve(false);
  return Promise.race([Promise.all(pending.map(loaded)), new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]).then(
    () => true,
  );
}
/** A task after the next frame: what the images put on screen has been painted (and reported as LCP). */
const afterNextPaint = () =>
  document.visibilityState === "hidden" ? nextTask() : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/**
 * The server HTML already works: no widget request competes with the page's own resources, its LCP image above all.
 * Widget code waits for the `load` event, then for the images in view (lazy ones in view may still be loading),
 * then, if it had to wait for either, for the frame that paints them. Asked once per lifecycle: the first widget
 * to want its code sets the moment.
 */
function pageLoaded(): Promise<void> {
  const loading = document.readyState !== "complete";
  return (loading ? new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true })) : Promise.resolve())
    .then(imagesInView)
    .then((waitedForImages) => (loading || waitedForImages ? afterNextPaint() : undefined));
}
const INTERACTION_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
/** How long a held activation waits for the widget's code before the link does what it would have done. */
const REPLAY_WAIT_MS = 1500;

const isPlainActivation = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** The element's own link, when it stays on this site (the held activation's fallback). */
function sameOriginHref(el: HTMLElement): string | undefined {
  const href = el instanceof HTMLAnchorElement ? el.href : undefined;
  return href && new URL(href, location.href).origin === location.origin ? href : undefined;
}

export function createLifecycle(entries: readonly WidgetEntry[], { runtime }: LifecycleOptions = {}) {
  const byElement = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const modules = new Map<string, Promise<WidgetModule>>();
  let runtimeReady: Promise<void> | undefined;
  let pageReady: Promise<void> | undefined;
  const observers = new Map<string, IntersectionObserver>();
  const mountQueue: Instance[] = [];
  let flushScheduled = false;
  let mutations: MutationObserver | undefined;
  let observedRoot: HTMLElement | undefined;
  /** The data-* attributes authors set, of every widget whose code has loaded (MutationObserver's attributeFilter). */
  const watched = new Set<string>();

  function scan(roots: Iterable<ParentNode>): void {
    const list = [...roots];
    for (const entry of entries) {
      const fresh = new Set<HTMLElement>();
      for (const root of list) {
        if (root instanceof HTMLElement && root.matches(entry.selector)) fresh.add(root);
        for (const el of root.querySelectorAll<HTMLElement>(entry.selector)) fresh.add(el);
      }
      for (const el of fresh) if (byElement.get(el)?.has(entry.name)) fresh.delete(el);
      if (fresh.size === 0) continue;
      const batch: Batch = { elements: [...fresh], prefetched: false };
      for (const el of fresh) schedule(connect(entry, el, batch));
    }
  }

  function connect(entry: WidgetEntry, el: HTMLElement, batch: Batch): Instance {
    const instance: Instance = { entry, el, batch, state: "waiting" };
    let perElement = byElement.get(el);
    if (!perElement) byElement.set(el, (perElement = new Map()));
    perElement.set(entry.name, instance);
    live.add(instance);
    return instance;
  }

  function schedule(instance: Instance): void {
    const { entry, el } = instance;
    switch (entry.hydrate) {
      case "load":
        trigger(instance);
        return;
      case "idle": {
        instance.settle = beginWork();
        if ("requestIdleCallback" in window) {
          const id = requestIdleCallback(() => trigger(instance), { timeout: 2000 });
          instance.cancel = () => cancelIdleCallback(id);
        } else {
          const id = setTimeout(() => trigger(instance), 200);
          instance.cancel = () => clearTimeout(id);
        }
        return;
      }
      case "visible": {
        if (typeof IntersectionObserver === "undefined") return trigger(instance);
        const observer = observerFor(entry.rootMargin ?? "0px");
        observer.observe(el);
        instance.cancel = () => observer.unobserve(el);
        return;
      }
      case "interaction": {
        const fire = () => trigger(instance);
        for (const type of INTERACTION_EVENTS) el.addEventListener(type, fire, { once: true, passive: true });
        instance.cancel = () => INTERACTION_EVENTS.forEach((type) => el.removeEventListener(type, fire));
        // In the CMS editor a click is the author's, never to be held or turned into navigation (§6).
        if (!isAuthorMode()) holdActivations(instance);
        return;
      }
    }
  }

  // A click (or Enter on a link) that lands while the code loads would navigate away from what it asked for: hold it
  // and replay it right after mount (so the widget handles it with a listener its mount attached, as quick buy does);
  // if the code is not there within REPLAY_WAIT_MS, follow the link after all.
  function holdActivations(instance: Instance): void {
    const { el } = instance;
    let held = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isPlainActivation(event)) return;
      event.preventDefault();
      trigger(instance);
      if (held) return;
      held = true;
      timer = setTimeout(() => release("navigate"), REPLAY_WAIT_MS);
    };
    const release = (outcome: "replay" | "navigate" | "drop") => {
      el.removeEventListener("click", onClick);
      clearTimeout(timer);
      instance.release = undefined;
      if (!held) return;
      held = false;
      if (outcome === "replay") el.click();
      const href = outcome === "navigate" ? sameOriginHref(el) : undefined;
      if (href) location.assign(href);
    };
    el.addEventListener("click", onClick);
    instance.release = release;
  }

  function observerFor(rootMargin: string): IntersectionObserver {
    let observer = observers.get(rootMargin);
    if (!observer) {
      observer = new IntersectionObserver(
        (records) => {
          for (const record of records) {
            if (!record.isIntersecting) continue;
            for (const instance of byElement.get(record.target)?.values() ?? []) {
              if (instance.entry.hydrate === "visible" && (instance.entry.rootMargin ?? "0px") === rootMargin) {
                trigger(instance);
              }
            }
          }
        },
        { rootMargin },
      );
      observers.set(rootMargin, observer);
    }
    return observer;
  }

  function loadRuntime(): Promise<void> {
    if (!runtimeReady) {
      runtimeReady = runtime ? runtime().then(nextTask) : Promise.resolve();
      runtimeReady.catch(() => (runtimeReady = undefined));
    }
    return runtimeReady;
  }

  function loadModule(entry: WidgetEntry): Promise<WidgetModule> {
    let promise = modules.get(entry.name);
    if (!promise) {
      promise = (pageReady ??= pageLoaded())
        .then(loadRuntime)
        .then(() => entry.load())
        .then(async (m) => (await nextTask(), m.default));
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
    instance.state = "loading";
    instance.settle?.();
    instance.settle = beginWork();
    loadModule(instance.entry).then(
      (module) => {
        watchAttributes(module);
        if (instance.state !== "loading") return;
        instance.module = module;
        prefetchBatch(instance, module);
        enqueueMount(instance);
      },
      (error: unknown) => fail(instance, `could not load the widget code: ${errorMessage(error)}`, error),
    );
  }

  function prefetchBatch({ batch, entry }: Instance, module: WidgetModule): void {
    if (batch.prefetched || !module.prefetch) return;
    batch.prefetched = true;
    const connected = batch.elements.filter((el) => el.isConnected);
    try {
      module.prefetch(connected);
    } catch (error) {
      const first = connected[0];
      if (first)
        reportWidgetError({ widget: entry.name, element: first, message: `prefetch failed: ${errorMessage(error)}`, cause: error });
    }
  }

  function enqueueMount(instance: Instance): void {
    mountQueue.push(instance);
    if (flushScheduled) return;
    flushScheduled = true;
    queueMicrotask(flush);
  }

  // Mounts in time slices so hundreds of tiles never block the main thread in one long task.
  function flush(): void {
    const start = performance.now();
    let index = 0;
    while (index < mountQueue.length) {
      const instance = mountQueue[index++]!;
      mountNow(instance);
      if (performance.now() - start > SLICE_MS && index < mountQueue.length) {
        mountQueue.splice(0, index);
        setTimeout(flush, 0);
        return;
      }
    }
    mountQueue.length = 0;
    flushScheduled = false;
  }

  function mountNow(instance: Instance): void {
    const { el, entry, module } = instance;
    if (instance.state !== "loading" || !module) return;
    if (!el.isConnected) return disconnect(instance);
    try {
      instance.teardown = module.mount(el) ?? undefined;
      instance.state = "mounted";
      emit("mount", { widget: entry.name, element: el });
      instance.release?.("replay");
    } catch (error) {
      fail(instance, errorMessage(error), error);
    }
    instance.settle?.();
  }

  function fail(instance: Instance, message: string, cause: unknown): void {
    instance.state = "failed";
    instance.release?.("navigate");
    instance.settle?.();
    reportWidgetError({ widget: instance.entry.name, element: instance.el, message, cause });
  }

  function disconnect(instance: Instance): void {
    const wasMounted = instance.state === "mounted";
    instance.cancel?.();
    instance.release?.("drop");
    instance.settle?.();
    instance.state = "gone";
    live.delete(instance);
    byElement.get(instance.el)?.delete(instance.entry.name);
    if (!wasMounted) return;
    try {
      instance.teardown?.();
    } catch (error) {
      reportWidgetError({
        widget: instance.entry.name,
        element: instance.el,
        message: `teardown failed: ${errorMessage(error)}`,
        cause: error,
      });
    }
    emit("unmount", { widget: instance.entry.name, element: instance.el });
  }

  /** (Re)starts observing with the current attribute filter; records already queued are handled, not lost. */
  function observe(): void {
    if (!mutations || !observedRoot) return;
    const pending = mutations.takeRecords();
    mutations.disconnect();
    const attributes = watched.size > 0 ? { attributeFilter: [...watched], attributeOldValue: true } : {};
    mutations.observe(observedRoot, { childList: true, subtree: true, ...attributes });
    if (pending.length > 0) onMutations(pending);
  }

  function watchAttributes(module: WidgetModule): void {
    const fresh = module.attributes?.filter((name) => !watched.has(name)) ?? [];
    if (fresh.length === 0) return;
    for (const name of fresh) watched.add(name);
    observe();
  }

  // An author editing a component's data-* in place (the CMS editor): that instance starts over from its markup.
  function remount(instance: Instance): void {
    const { entry, el } = instance;
    disconnect(instance);
    if (el.matches(entry.selector)) trigger(connect(entry, el, { elements: [el], prefetched: false }));
  }

  function edited(record: MutationRecord): Instance[] {
    const { target, attributeName, oldValue } = record;
    if (!(target instanceof HTMLElement) || !attributeName || target.getAttribute(attributeName) === oldValue) return [];
    return [...(byElement.get(target)?.values() ?? [])].filter(
      (i) => (i.state === "mounted" || i.state === "failed") && i.module?.attributes?.includes(attributeName),
    );
  }

  function onMutations(records: MutationRecord[]): void {
    const added = new Set<Element>();
    const changed = new Set<Instance>();
    let removed = false;
    for (const record of records) {
      if (record.type === "attributes") for (const instance of edited(record)) changed.add(instance);
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added.add(node);
      if (record.removedNodes.length > 0) removed = true;
    }
    if (removed) for (const instance of [...live]) if (!instance.el.isConnected) disconnect(instance);
    for (const instance of changed) if (instance.state !== "gone") remount(instance);
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
    /** Disconnects every widget and stops observing (tests, page teardown). */
    stop(): void {
      mutations?.disconnect();
      mutations = undefined;
      observedRoot = undefined;
      for (const observer of observers.values()) observer.disconnect();
      observers.clear();
      for (const instance of [...live]) disconnect(instance);
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
