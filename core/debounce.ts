// Debouncing for layout work on resize (§9 "Timings": resize debounce 100 ms), shared by every widget that re-measures.

export const RESIZE_DEBOUNCE_MS = 100;

/** `fn` once `ms` have passed without another call. */
export function debounce(fn: () => void, ms: number): (() => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  return Object.assign(call, { cancel: () => clearTimeout(timer) });
}
