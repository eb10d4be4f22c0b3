// The one error funnel: widget errors and runtime errors both log `[vitrine] …` and emit `vitrine:error`.
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeElement, reportError, reportWidgetError } from "./errors";
import { on, type ErrorDetail } from "./events";

afterEach(() => vi.restoreAllMocks());

function capture(report: () => void): { logged: unknown[][]; events: ErrorDetail[] } {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const events: ErrorDetail[] = [];
  const off = on("error", (detail) => events.push(detail));
  report();
  off();
  return { logged: log.mock.calls, events };
}

describe("reportWidgetError", () => {
  it("names the widget, the element and a missing part", () => {
    const element = document.createElement("section");
    element.id = "looks";
    const { logged, events } = capture(() =>
      reportWidgetError({ widget: "w", element, part: "[data-feed]", message: "missing required part" }),
    );
    expect(logged).toEqual([["[vitrine] w on section#looks (part [data-feed]): missing required part"]]);
    expect(events).toEqual([{ widget: "w", element: "section#looks", part: "[data-feed]", message: "missing required part" }]);
  });
});

describe("reportError (no element: configuration, stock)", () => {
  it("logs [vitrine] {source}: {message} with the cause and emits vitrine:error naming the source", () => {
    const cause = new Error("boom");
    const { logged, events } = capture(() => reportError({ source: "stock", message: "Invalid API gateway response", cause }));
    expect(logged).toEqual([["[vitrine] stock: Invalid API gateway response", cause]]);
    expect(events).toEqual([{ source: "stock", message: "Invalid API gateway response" }]);
  });
});

describe("describeElement", () => {
  it("names the element by a short path", () => {
    document.body.innerHTML = `<ul class="grid"><li></li><li><article class="tile"></article></li></ul>`;
    expect(describeElement(document.querySelector("article")!)).toBe("ul.grid > li:nth-of-type(2) > article.tile");
  });
});
