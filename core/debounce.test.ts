// §9 "Timings": resize debounce 100 ms.
import { afterEach, describe, expect, it, vi } from "vitest";
import { RESIZE_DEBOUNCE_MS, debounce } from "./debounce";

describe("debounce (§9: resize, 100 ms)", () => {
  afterEach(() => vi.useRealTimers());
  it("runs once, 100 ms after the last call; cancel drops it", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced();
    vi.advanceTimersByTime(60);
    debounced();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
