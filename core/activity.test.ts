// core/activity.ts: idle only after two whole tasks with no pending work; `vitrine:idle` fires once per quiet spell.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginWork, isIdle, trackWork, whenIdle } from "./activity";
import { on } from "./events";

describe("activity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is idle only after two tasks pass with nothing pending", async () => {
    const idleEvents: unknown[] = [];
    const off = on("idle", (detail) => idleEvents.push(detail));
    const end = beginWork();
    expect(isIdle()).toBe(false);
    let resolved = false;
    void whenIdle().then(() => (resolved = true));
    end();
    end(); // a second call does nothing
    expect(isIdle()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(isIdle()).toBe(true);
    expect(idleEvents).toHaveLength(1);
    off();
  });

  it("work started between the two tasks postpones idle", async () => {
    const end = beginWork();
    end();
    await vi.advanceTimersByTimeAsync(0);
    const second = beginWork();
    await vi.advanceTimersByTimeAsync(5);
    expect(isIdle()).toBe(false);
    second();
    await vi.advanceTimersByTimeAsync(5);
    expect(isIdle()).toBe(true);
  });

  it("tracks a promise until it settles, rejected ones too", async () => {
    let reject!: (reason: Error) => void;
    const promise = trackWork(new Promise<void>((_, r) => (reject = r)));
    promise.catch(() => {});
    expect(isIdle()).toBe(false);
    reject(new Error("down"));
    await vi.advanceTimersByTimeAsync(5);
    expect(isIdle()).toBe(true);
  });
});
