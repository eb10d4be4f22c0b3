// The timeline slider's markup contract through the lifecycle (happy-dom): a bad `data-time-slide`, a carousel without
// a name and one without slides are reported by widget, element and attribute or part, and stay server-rendered;
// author mode (§6) starts without autoplay.
import { afterEach, expect, it, vi } from "vitest";
import { TIMELINE_SLIDES, timelineHtml } from "../../fixtures/server/screens/editorial-media";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "timeline-slider")!;
const valid = timelineHtml(TIMELINE_SLIDES, { label: "Timeline" });

afterEach(teardown);

const ELEMENT = "main > section.editorial-carousel";

it.each([
  [
    "data-time-slide is zero",
    valid.replace("data-timeline-slider", 'data-timeline-slider data-time-slide="0"'),
    `${ELEMENT} (data-time-slide): must be greater than 0`,
  ],
  [
    "data-time-slide is not a number",
    valid.replace("data-timeline-slider", 'data-timeline-slider data-time-slide="8s"'),
    `${ELEMENT} (data-time-slide): expected a number`,
  ],
  [
    "data-loop is not a boolean",
    valid.replace("data-timeline-slider", 'data-timeline-slider data-loop="sometimes"'),
    `${ELEMENT} (data-loop): expected true or false`,
  ],
  [
    "no name",
    valid.replace(' aria-label="Timeline"', ""),
    `${ELEMENT} (aria-label): the carousel needs a name (aria-label or aria-labelledby)`,
  ],
  [
    "no track",
    `<section data-timeline-slider aria-label="Timeline"><ul><li>One</li></ul></section>`,
    "main > section (part [data-carousel-track] > *): missing required part",
  ],
])("reports %s and keeps the server markup", async (_, markup, message) => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await hydrate(entry, `<main>${markup}</main>`, "/pages/editorial-media.html");
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([`[vitrine] timeline-slider on ${message}`]);
  expect(document.querySelector(".vitrine-carousel--enhanced, [data-rotation-control], [inert]")).toBeNull();
});

it("author mode (wcmmode=edit): no autoplay, the control offers play", async () => {
  await hydrate(entry, `<main>${valid}</main>`, "/pages/editorial-media.html?wcmmode=edit");
  expect(document.querySelector("[data-rotation-control]")!.getAttribute("aria-label")).toBe("Play the slide show");
});

it("outside author mode it plays", async () => {
  await hydrate(entry, `<main>${valid}</main>`, "/pages/editorial-media.html");
  expect(document.querySelector("[data-rotation-control]")!.getAttribute("aria-label")).toBe("Pause the slide show");
});
