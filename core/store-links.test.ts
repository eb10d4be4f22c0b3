import { expect, it } from "vitest";
import { appointmentPath } from "./store-links";

it.each([
  ["it-milano-montenapoleone", "/it/it/", "/it/it/appointment.html?store=it-milano-montenapoleone"],
  ["us_1", "/", "/appointment.html?store=us_1"],
  ["../evil", "/", null],
  ["a b", "/", null],
  ["", "/", null],
])("appointment page of %j under %s → %j", (id, root, want) => expect(appointmentPath(id, root)).toBe(want));
