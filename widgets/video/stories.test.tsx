// Every video story as a portable story (happy-dom: no Media Source Extensions, so a pressed play ends in the
// failure state at once, the same state a browser reaches after the bounded retries).
import { afterEach, expect, it, onTestFinished } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import { phoneViewport } from "./phone-viewport";
import * as stories from "./video.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expected {
  video: boolean;
  image: boolean;
  /** The play button's name, or null when there is none. */
  play: string | null;
  /** The failure message and the retry's text, when failed. */
  failed?: [string, string];
}

const EXPECTATIONS: Record<StoryName, Expected> = {
  Poster: { video: true, image: false, play: "Play video: Film" },
  NoVideoOnMobile: { video: false, image: true, play: null },
  MobileVideo: { video: true, image: false, play: "Play video: Film" },
  Failed: { video: true, image: false, play: null, failed: ["The video could not be played.", "Try again"] },
  Japan: { video: true, image: false, play: "動画を再生：Film" },
  RtlKuwait: { video: true, image: false, play: null, failed: ["تعذّر تشغيل الفيديو.", "إعادة المحاولة"] },
};

afterEach(unmountStory);

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  // The stories' own beforeEach (portable stories leave it to the test).
  if (name === "NoVideoOnMobile" || name === "MobileVideo") onTestFinished(phoneViewport());
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => {
    const figure = document.querySelector<HTMLElement>("[data-video]")!;
    expect(figure.querySelector(".vitrine-video")).not.toBeNull();
    expect(figure.querySelector("video")!.hidden).toBe(!want.video);
    expect(figure.querySelector<HTMLElement>("[data-video-fallback]")!.hidden).toBe(!want.image);
    const play = figure.querySelector<HTMLButtonElement>(".vitrine-video__play:not([hidden])");
    expect(play?.getAttribute("aria-label") ?? null).toBe(want.play);
    if (want.failed) {
      expect(figure.querySelector(".vitrine-video__message")?.textContent).toBe(want.failed[0]);
      const retry = figure.querySelector<HTMLButtonElement>(".vitrine-video__retry");
      expect(retry?.textContent).toBe(want.failed[1]);
    }
  });
});
