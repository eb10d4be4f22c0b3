// The half of the lifecycle that only runs once widget code has loaded: mounting in time slices, the batch
// prefetch, teardown, and noticing an author's in-place edit of a mounted widget's data-*. It loads beside the first
// widget's code (core/lifecycle.ts `prepare`), so the bootloader every page downloads carries only finding the markup
// and deciding when to load code (the entry's size budget, README "Bench").
import { errorMessage, reportWidgetError } from "./errors";
import { emit } from "./events";
import { selectorOf, setState, type Instance, type WidgetModule } from "./lifecycle";
import { messagesLoading } from "../markets/messages";

/** What the mounter needs from the lifecycle that created it. */
export interface MountHost {
  /** Marks the instance failed and reports `cause` (its message after `prefix`). */
  fail(instance: Instance, cause: unknown, prefix?: string): void;
  disconnect(instance: Instance): void;
  /** Connects a fresh instance of the same widget on the same element and loads it. */
  restart(instance: Instance): void;
  /** The instances on one element (one per widget). */
  instancesOf(el: Element): Iterable<Instance>;
  /** Restarts observing with these attributes watched too (MutationObserver's attributeFilter). */
  watch(attributes: readonly string[]): void;
  /** Runs `write`, widgets' own DOM writes, without the lifecycle scanning what it inserts. */
  unobserved(write: () => void): void;
}

const SLICE_MS = 8;
/** The longest a mounted instance waits for its batch's commit while later ones are still mounting. */
const COMMIT_MS = 250;

/** The widgets already mounted on this page: the first mount of each is marked in the performance timeline as
 * `vitrine:mount:{widget}`, so field monitoring (and the cross-engine tests) can read when each widget became
 * interactive, relative to navigation start, at any time after (a listener added late misses the `mount` event). */
const marked = new Set<string>();
function markFirstMount(widget: string): void {
  if (marked.has(widget)) return;
  marked.add(widget);
  performance.mark(`vitrine:mount:${widget}`);
}

export function createMounter(host: MountHost) {
  const queue: Instance[] = [];
  let flushScheduled = false;
  const watched = new Set<string>();

  function watchAttributes(module: WidgetModule): void {
    const fresh = module.attributes?.filter((name) => !watched.has(name)) ?? [];
    if (fresh.length === 0) return;
    for (const name of fresh) watched.add(name);
    host.watch([...watched]);
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

  function enqueue(instance: Instance): void {
    queue.push(instance);
    if (flushScheduled) return;
    flushScheduled = true;
    queueMicrotask(flush);
  }

  /** Mounted instances whose DOM writes (`place`) and `mount` event wait for the commit, and since when. */
  let uncommitted: { instance: Instance; writes: (() => void)[] }[] = [];
  let oldest = 0;

  // Mounts in time slices so hundreds of tiles never block the main thread in one long task. What the mounts write
  // into the page goes in together once the queue is done (or COMMIT_MS have passed): the browser lays out and paints
  // a page of tiles once, not once per slice (on a long listing in view, each of those frames costs more than the
  // tiles mounted between them).
  function flush(): void {
    const start = performance.now();
    let index = 0;
    while (index < queue.length) {
      const instance = queue[index++]!;
      mountNow(instance);
      if (performance.now() - start > SLICE_MS && index < queue.length) {
        queue.splice(0, index);
        if (performance.now() - oldest > COMMIT_MS) commit();
        setTimeout(flush, 0);
        return;
      }
    }
    queue.length = 0;
    flushScheduled = false;
    commit();
  }

  function mountNow(instance: Instance): void {
    const { el, module } = instance;
    if (instance.state !== "loading" || !module) return;
    if (!el.isConnected) return host.disconnect(instance);
    try {
      const writes: (() => void)[] = [];
      const teardown = module.mount(el, (write) => void writes.push(write));
      if (teardown !== false) {
        instance.teardown = teardown ?? undefined;
        setState(instance, "mounted");
        if (uncommitted.length === 0) oldest = performance.now();
        uncommitted.push({ instance, writes });
        return; // settled by the commit
      }
      setState(instance, "failed"); // reported by the widget's contract: only its error goes out
      instance.release?.("navigate");
    } catch (error) {
      host.fail(instance, error);
    }
    instance.settle?.();
  }

  function commit(): void {
    const batch = uncommitted.filter(({ instance }) => instance.state === "mounted"); // else torn down: its teardown ran
    uncommitted = [];
    const failed = new Map<Instance, unknown>();
    host.unobserved(() => {
      for (const { instance, writes } of batch)
        try {
          for (const write of writes) write();
        } catch (error) {
          failed.set(instance, error);
        }
    });
    for (const { instance } of batch) {
      const { entry, el } = instance;
      if (failed.has(instance)) {
        instance.teardown?.();
        host.fail(instance, failed.get(instance));
      } else {
        markFirstMount(entry.name);
        emit("mount", { widget: entry.name, element: el });
        instance.release?.("replay");
      }
      instance.settle?.();
    }
  }

  /** The mounted (or failed) instances whose author-set data-* an attribute record changed. */
  function edited(record: MutationRecord): Instance[] {
    const { target, attributeName, oldValue } = record;
    if (!(target instanceof HTMLElement) || !attributeName || target.getAttribute(attributeName) === oldValue) return [];
    return [...host.instancesOf(target)].filter(
      (i) => (i.state === "mounted" || i.state === "failed") && i.module?.attributes?.includes(attributeName),
    );
  }

  return {
    /** The instance's code has loaded: prefetch its batch once, then mount it in the next slice. */
    loaded(instance: Instance, module: WidgetModule): void {
      watchAttributes(module);
      if (instance.state !== "loading") return;
      instance.module = module;
      prefetchBatch(instance, module);
      // The page language's texts its code asked for (markets/messages.ts) come before its first render.
      const texts = messagesLoading();
      if (texts) void texts.then(() => enqueue(instance));
      else enqueue(instance);
    },

    /** Runs the teardown of an instance that was mounted (the lifecycle has already disconnected it). */
    unmounted(instance: Instance): void {
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
    },

    // An author editing a component's data-* in place (the CMS editor): that instance starts over from its markup.
    remountEdited(records: MutationRecord[]): void {
      const changed = new Set<Instance>();
      for (const record of records) if (record.type === "attributes") for (const instance of edited(record)) changed.add(instance);
      for (const instance of changed) {
        if (instance.state === "gone") continue;
        host.disconnect(instance);
        if (instance.el.matches(selectorOf(instance.entry))) host.restart(instance);
      }
    },
  };
}

export type Mounter = ReturnType<typeof createMounter>;
