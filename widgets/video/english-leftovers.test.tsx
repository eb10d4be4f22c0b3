// No English in other markets, for the video: in every non-English market the poster, the playing state
// (its quality, audio and subtitle menus, open) and the failure state speak the market's language. The player is
// replaced by a stand-in that reports two renditions, two audio tracks and two subtitle tracks, or fails.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { videoMarkup } from "../../fixtures/server/screens/video";
import { widgets } from "../registry";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { runClockUntil, useFakeClock } from "../../tests/unit/clock";
import type { PlayerCallbacks } from "./player";

const failing = { now: false };
vi.mock("./player", () => ({
  startPlayer: async (_video: HTMLVideoElement, _src: string, _settings: unknown, on: PlayerCallbacks) => {
    if (failing.now) throw new Error("no media source");
    on.tracks({
      levels: [
        { height: 360, bitrate: 620_000 },
        { height: 180, bitrate: 260_000 },
      ],
      level: -1,
      audio: [
        { name: "English", lang: "en" },
        { name: "Italiano", lang: "it" },
      ],
      audioTrack: 0,
      subtitles: [{ name: "English", lang: "en" }],
      subtitleTrack: -1,
    });
    return { setLevel() {}, setAudioTrack() {}, setSubtitleTrack() {}, destroy() {} };
  },
}));

/** The markets whose language is not English (markets/markets.ts). */
const MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;

/** The English texts of the video, written out (not read from the catalog under test). */
const ENGLISH = [
  "Play video",
  "Close video",
  "Loading video…",
  "The video could not be played.",
  "Try again",
  "Quality",
  "Auto",
  "Audio",
  "Subtitles",
  "Off",
];

function shownText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof Element && node.hasAttribute("aria-label")) parts.push(node.getAttribute("aria-label")!);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join("\n");
}

const englishIn = (text: string) =>
  ENGLISH.filter((english) => new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text));

const entry = widgets.find((w) => w.name === "video")!;
const controls = () => document.querySelector<HTMLElement>(".vitrine-video")!;

// The close animation (600 ms in real time) and the player's start run on a fake clock.
beforeAll(useFakeClock);
afterAll(() => vi.useRealTimers());
afterEach(() => {
  teardown();
  failing.now = false;
});

describe.each(MARKETS)("market %s", (market) => {
  it("poster, playing with every menu open, failure", async () => {
    await hydrate(entry, videoMarkup("film", "/video/ok/clear/master.m3u8", "Film", "Still"), "/pages/video.html", { market });
    expect(englishIn(shownText(controls()))).toEqual([]);
    act(() => controls().querySelector<HTMLButtonElement>(".vitrine-video__play")!.click());
    await runClockUntil(() => expect(controls().querySelectorAll("[aria-haspopup=menu]")).toHaveLength(3));
    for (const button of controls().querySelectorAll<HTMLButtonElement>("[aria-haspopup=menu]")) act(() => button.click());
    expect(englishIn(shownText(controls()))).toEqual([]);
    failing.now = true;
    act(() => controls().querySelector<HTMLButtonElement>(".vitrine-video__close")!.click());
    await runClockUntil(() => expect(controls().querySelector(".vitrine-video__play")).not.toBeNull());
    act(() => controls().querySelector<HTMLButtonElement>(".vitrine-video__play")!.click());
    await runClockUntil(() => expect(controls().querySelector(".vitrine-video__retry")).not.toBeNull());
    expect(englishIn(shownText(controls()))).toEqual([]);
  });
});

it("the English texts are found in the us market (the test can fail)", async () => {
  await hydrate(entry, videoMarkup("film", "/video/ok/clear/master.m3u8", "Film", "Still"), "/pages/video.html");
  expect(englishIn(shownText(controls()))).toEqual(["Play video"]);
});
