// §5 "Colours": a hex code is accepted only with 3, 6 or 8 hex digits, with an optional `#`.
import { describe, expect, it } from "vitest";
import { hexColour } from "./colour";

describe("§5 hexColour", () => {
  it.each([
    ["#fff", "#fff"],
    ["FFF", "#fff"],
    [" #1a2B3c ", "#1a2b3c"],
    ["#1a2b3c4d", "#1a2b3c4d"],
    ["#ffff", undefined],
    ["#12345", undefined],
    ["#1234567", undefined],
    ["##fff", undefined],
    ["#ggg", undefined],
    ["red", undefined],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j → %j", (value, expected) => expect(hexColour(value)).toBe(expected));
});
