// Stores and "now" (§3 Store, §7 "Other calls") against the fixture store and time services.
import { afterEach, describe, expect, it } from "vitest";
import { NOW_COOKIE } from "../fixtures/store-service";
import { fetchNow, fetchStore, parseStoreNow } from "./stores";

afterEach(() => {
  document.cookie = `${NOW_COOKIE}=; max-age=0; path=/`;
});

describe("core/stores", () => {
  it("fetchStore: a store by id, zod-checked, with its schedule and collections", async () => {
    const store = await fetchStore("us-new-york-fifth");
    expect(store).toMatchObject({
      id: "us-new-york-fifth",
      country: "us",
      has12HoursSystem: true,
      workingScheduleTech: { sunday: "12:00 - 17:30;", monday: "10:00 - 19:00;" },
    });
    expect(store.category["woman"]).toContain("Cruise 2026");
    expect(store).not.toHaveProperty("timeZone");
  });

  it("fetchStore: an unknown store is an HTTP 404, a bad id never reaches the network", async () => {
    await expect(fetchStore("nowhere")).rejects.toMatchObject({ kind: "status", status: 404 });
    await expect(fetchStore("../cart")).rejects.toThrow("invalid store id");
  });

  it("fetchNow: the store country's wall clock from the time service (?iso=), not the shopper's", async () => {
    document.cookie = `${NOW_COOKIE}=2026-03-01T23:30:00Z; path=/`;
    expect(await fetchNow("it")).toMatchObject({ date: "2026-03-02", time: "00:30" });
    expect(await fetchNow("us")).toMatchObject({ date: "2026-03-01", time: "18:30" });
    expect((await fetchNow("jp")).instant.toISOString()).toBe("2026-03-01T23:30:00.000Z");
  });

  it.each([
    ["2026-06-15T10:00:00+02:00", { date: "2026-06-15", time: "10:00" }],
    ["2026-06-15T23:59:59.123-05:00", { date: "2026-06-15", time: "23:59" }],
    ["2026-06-15T08:00Z", { date: "2026-06-15", time: "08:00" }],
  ])("parseStoreNow(%s)", (iso, expected) => expect(parseStoreNow(iso)).toMatchObject(expected));

  it.each(["2026-06-15T10:00:00", "2026-06-15", "yesterday", "2026-13-45T10:00:00Z"])("parseStoreNow(%s) is undefined", (iso) =>
    expect(parseStoreNow(iso)).toBeUndefined(),
  );
});
