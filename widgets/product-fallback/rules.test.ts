// §4 "Product": the fallback block shows the first product in range with any size available online or in store.
import { describe, expect, it } from "vitest";
import { fallbackChoice, type Reading } from "./rules";

const rows = [
  { productId: "a", sizes: [{ productId: "a1" }, { productId: "a2" }] },
  { productId: "b", sizes: [] },
  { productId: "c", sizes: [{ productId: "c1" }] },
];
const ready = (online: number, store: number): Reading => ({ status: "ready", online, store });

describe("§4 fallback product block", () => {
  it.each<[string, Record<string, Reading>, ReturnType<typeof fallbackChoice>]>([
    ["the first row, available online", { a1: ready(0, 0), a2: ready(1, 0) }, { kind: "chosen", index: 0 }],
    ["store stock counts", { a1: ready(0, 2), a2: ready(0, 0) }, { kind: "chosen", index: 0 }],
    ["a row without sizes: by its productId", { a1: ready(0, 0), a2: ready(0, 0), b: ready(1, 0) }, { kind: "chosen", index: 1 }],
    ["the last row", { a1: ready(0, 0), a2: ready(0, 0), b: ready(0, 0), c1: ready(0, 1) }, { kind: "chosen", index: 2 }],
    ["none anywhere: the block hides", { a1: ready(0, 0), a2: ready(0, 0), b: ready(0, 0), c1: ready(0, 0) }, { kind: "none" }],
    ["an earlier row pending: wait", { a1: { status: "pending" }, b: ready(5, 0) }, { kind: "pending" }],
    ["a later row's answer is not needed", { a1: ready(3, 0) }, { kind: "chosen", index: 0 }],
    [
      "§8 a failed check before any available row: the server's choice stays",
      { a1: { status: "error", message: "Invalid API gateway response" }, a2: ready(0, 0) },
      { kind: "failed" },
    ],
  ])("%s", (_, stock, expected) => expect(fallbackChoice(rows, (id) => stock[id])).toEqual(expected));
});
