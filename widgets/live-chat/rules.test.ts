// The live-chat launcher's rules: no configured script, no chat; the vendor's contract is an object with open().
import { expect, it } from "vitest";
import { initialChatState, isChatVendor } from "./rules";

it.each([
  [undefined, "unavailable"],
  ["", "unavailable"],
  ["/fixture-vendor/live-chat.js", "idle"],
] as const)("script %j → %s", (url, state) => expect(initialChatState(url)).toBe(state));

it.each([
  [{ open: () => {} }, true],
  [{ open: "x" }, false],
  [null, false],
  [() => {}, false],
  [undefined, false],
])("vendor %j → %j", (value, ok) => expect(isChatVendor(value)).toBe(ok));
