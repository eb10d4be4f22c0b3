// Every collection-looks story rendered as a portable story (happy-dom; tests/unit/setup.ts serves the shared MSW
// handlers through msw/node), its play function run, and the grid checked against the table below.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { markets } from "../../markets/markets";
import { itCoversEveryStory, playLikeTheBrowser, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./collection-looks.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface GridExpectation {
  looks: number;
  /** The load-more button: ready, waiting (spinner, aria-disabled) or gone. */
  button: "ready" | "waiting" | "none";
  /** The live region. */
  status: string;
  error: boolean;
}

const EXPECTATIONS: Record<StoryName, GridExpectation> = {
  FirstPage: { looks: 8, button: "ready", status: "", error: false },
  Appended: { looks: 16, button: "ready", status: "8 more looks loaded", error: false },
  Loading: { looks: 8, button: "waiting", status: "Loading…", error: false },
  AllShown: { looks: 44, button: "none", status: "", error: false },
  LastPageLoaded: { looks: 44, button: "none", status: "4 more looks loaded", error: false },
  LoadFails: { looks: 8, button: "ready", status: "More looks could not be loaded.", error: true },
  RtlKuwait: { looks: 16, button: "ready", status: "تم تحميل ٨ إطلالات", error: false },
};

const EXPECTED_ERRORS: Partial<Record<StoryName, RegExp>> = {
  LoadFails: /^\[vitrine\] collection-looks on .*: looks load failed: HTTP 503$/,
};

function observe(root: Element): GridExpectation {
  const button = root.querySelector("button.vitrine-looks__button");
  return {
    looks: root.querySelectorAll("[data-looks-feed] > [data-look-id]").length,
    button: !button
      ? "none"
      : button.getAttribute("aria-disabled") === "true" && root.querySelector(".vitrine-looks__spinner")
        ? "waiting"
        : "ready",
    status: root.querySelector('[role="status"]')?.textContent ?? "",
    error: root.querySelector(".vitrine-looks__error") !== null,
  };
}

const errors = spyOnConsoleErrors();
afterEach(unmountStory);

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const Story = composed[name];
    const canvasElement = renderStory(Story);
    await waitFor(() => expect(canvasElement.querySelector('[data-looks-feed][role="feed"]')).not.toBeNull(), { timeout: 5000 });
    await playLikeTheBrowser(() => Story.play?.({ canvasElement }));
    await waitFor(() => expect(observe(canvasElement)).toEqual(EXPECTATIONS[name]), { timeout: 5000 });

    const { direction, language } = markets[Story.args.market ?? "us"];
    expect(canvasElement.firstElementChild?.getAttribute("dir")).toBe(direction);
    expect(canvasElement.firstElementChild?.getAttribute("lang")).toBe(language);
    const messages = errors.messages();
    const pattern = EXPECTED_ERRORS[name];
    if (pattern) expect(messages).toEqual([expect.stringMatching(pattern)]);
    else expect(messages).toEqual([]);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
