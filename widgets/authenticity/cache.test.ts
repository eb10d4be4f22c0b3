// §9 "Authenticity feature": cache TTL 5 minutes, on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "../../core/zod";
import { createAnswerCache } from "./cache";

const schema = z.object({ token: z.string() });

describe("§9 Cache TTL: 5 minutes", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, { token: "T1" }],
    [299_999, { token: "T1" }],
    [300_000, undefined],
    [3_600_000, undefined],
  ])("kept %i ms later → %j", (ms, answer) => {
    const cache = createAnswerCache(sessionStorage);
    cache.set("tap", { token: "T1" });
    vi.advanceTimersByTime(ms);
    expect(cache.get("tap", schema)).toEqual(answer);
  });

  it("an expired entry is dropped from storage", () => {
    const cache = createAnswerCache(sessionStorage);
    cache.set("tap", { token: "T1" });
    vi.advanceTimersByTime(300_000);
    cache.get("tap", schema);
    expect(sessionStorage.length).toBe(0);
  });

  it("another tap is another entry", () => {
    const cache = createAnswerCache(sessionStorage);
    cache.set("tap-1", { token: "T1" });
    expect(cache.get("tap-2", schema)).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["no time", JSON.stringify({ answer: { token: "T1" } })],
    ["a time to come", JSON.stringify({ at: Date.parse("2026-11-26T10:01:00Z"), answer: { token: "T1" } })],
    ["an answer its schema refuses", JSON.stringify({ at: Date.parse("2026-11-26T10:00:00Z"), answer: { token: 7 } })],
  ])("what storage holds is checked again: %s → nothing", (_name, stored) => {
    sessionStorage.setItem("vitrine-authenticity:tap", stored);
    expect(createAnswerCache(sessionStorage).get("tap", schema)).toBeUndefined();
  });

  it("without storage it forgets, and does not throw", () => {
    const cache = createAnswerCache(undefined);
    cache.set("tap", { token: "T1" });
    expect(cache.get("tap", schema)).toBeUndefined();
  });
});
