// `visible`: the widget's code loads once its element comes within 20% of the viewport (§9 "Images": lazy-load
// margin 20%). One IntersectionObserver while any element waits; an element is unobserved once nothing waits on it.
import { beginWork } from "../activity";
import type { Instance, Strategy } from "../lifecycle";

let observer: IntersectionObserver | undefined;
/** Per observed element, the instances waiting on it and what starts each. */
const waiting = new Map<Element, Map<Instance, () => void>>();

export const onVisible: Strategy = (instance, start) => {
  if (typeof IntersectionObserver === "undefined") return start();
  // In view or not is unknown until the observer's first answer (it comes a frame later, later still on a busy
  // machine): counted as work until then, so `whenIdle` never resolves before a widget in view starts loading.
  instance.settle = beginWork();
  observer ??= new IntersectionObserver(
    (records) => {
      for (const { target, isIntersecting } of records)
        for (const [waiter, startWaiter] of [...(waiting.get(target) ?? [])])
          if (isIntersecting) startWaiter();
          else waiter.settle?.(); // out of view: nothing to wait for until it comes near
    },
    { rootMargin: "20% 0px" },
  );
  const { el } = instance;
  const starts = waiting.get(el) ?? new Map<Instance, () => void>();
  waiting.set(el, starts.set(instance, start));
  observer.observe(el);
  instance.cancel = () => {
    starts.delete(instance);
    if (starts.size > 0) return;
    waiting.delete(el);
    observer!.unobserve(el);
    if (waiting.size === 0) observer = undefined; // observing nothing: the next wait makes a new one
  };
};
