// §9 timings on the widget, with fake timers: the skeleton after 800 ms, the video-open event at the first frame or
// after the 2 s fallback (once), the 600 ms close animation (none with reduced motion), and the bound on every wait
// for the stream (README "Playback errors"). The player is a stand-in whose callbacks the tests drive.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { act } from "react";
import { on } from "../../core/events";
import type { TrackingEvent } from "../../core/tracking";
import { videoMarkup } from "../../fixtures/server/screens/video";
import { widgets } from "../registry";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import type { PlayerCallbacks } from "./player";

const player = vi.hoisted(() => ({ callbacks: undefined as PlayerCallbacks | undefined }));
vi.mock("./player", () => ({
  startPlayer: async (_video: unknown, _src: unknown, _settings: unknown, callbacks: PlayerCallbacks) => {
    player.callbacks = callbacks;
    return { setLevel() {}, setAudioTrack() {}, setSubtitleTrack() {}, destroy() {} };
  },
}));

const entry = widgets.find((w) => w.name === "video")!;
const ui = () => document.querySelector<HTMLElement>(".vitrine-video__ui")!;
let tracked: TrackingEvent[];
let stop: () => void;

beforeEach(async () => {
  await hydrate(entry, videoMarkup("film-1", "/video/ok/clear/master.m3u8", "Film", "Still"), "/pages/video.html");
  tracked = [];
  stop = on("track", (event) => tracked.push(event));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  teardown();
});

async function play(): Promise<void> {
  await act(async () => ui().querySelector<HTMLButtonElement>(".vitrine-video__play")!.click());
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it("no first frame: the skeleton after 800 ms, the open tracked after the 2 s fallback, once", async () => {
  await play();
  advance(799);
  expect(ui().querySelector(".vitrine-video__skeleton")).toBeNull();
  advance(1);
  expect(ui().querySelector(".vitrine-video__skeleton")).not.toBeNull();
  advance(1199);
  expect(tracked).toEqual([]);
  advance(1);
  expect(tracked).toEqual([{ event: "video-open", videoId: "film-1" }]);
  act(() => void document.querySelector("video")!.dispatchEvent(new Event("playing")));
  advance(5000);
  expect(tracked).toHaveLength(1);
  expect(ui().dataset["phase"]).toBe("playing");
  expect(ui().querySelector(".vitrine-video__skeleton")).toBeNull();
});

it("a first frame within 800 ms: tracked at once, no skeleton ever, nothing more at 2 s", async () => {
  await play();
  advance(300);
  act(() => void document.querySelector("video")!.dispatchEvent(new Event("playing")));
  expect(tracked).toEqual([{ event: "video-open", videoId: "film-1" }]);
  advance(3000);
  expect(tracked).toHaveLength(1);
  expect(ui().querySelector(".vitrine-video__skeleton")).toBeNull();
});

it("close: 600 ms of animation, then the poster and the play button focused", async () => {
  await play();
  act(() => void document.querySelector("video")!.dispatchEvent(new Event("playing")));
  act(() => ui().querySelector<HTMLButtonElement>(".vitrine-video__close")!.click());
  expect(ui().dataset["phase"]).toBe("closing");
  advance(599);
  expect(ui().dataset["phase"]).toBe("closing");
  advance(1);
  expect(ui().dataset["phase"]).toBe("idle");
  expect(document.activeElement).toBe(ui().querySelector(".vitrine-video__play"));
});

it("close with reduced motion: no animation", async () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original.call(window, query), matches: query.includes("reduce"), media: query });
  try {
    await play();
    act(() => ui().querySelector<HTMLButtonElement>(".vitrine-video__close")!.click());
    advance(0);
    expect(ui().dataset["phase"]).toBe("idle");
  } finally {
    window.matchMedia = original;
  }
});

it("unmount (an author's edit, the element leaving) puts the server markup back", async () => {
  await play();
  const figure = document.querySelector<HTMLElement>("[data-video]")!;
  await act(async () => figure.remove()); // the lifecycle sees it leave
  const video = figure.querySelector("video")!;
  expect(video.controls).toBe(true);
  expect(video.querySelector("source")?.getAttribute("src")).toBe("/video/ok/clear/master.m3u8");
  expect(figure.querySelector(".vitrine-video")).toBeNull();
  expect(figure.querySelector<HTMLElement>("[data-video-fallback]")!.hidden).toBe(false);
});

it("a track language that is not a BCP 47 tag degrades its label to the playlist's NAME, never the player", async () => {
  await play();
  act(() =>
    player.callbacks!.tracks({
      levels: [],
      level: -1,
      audio: [
        { name: "English", lang: "en" },
        { name: "Italiano", lang: "it_IT" },
      ],
      audioTrack: 1,
      subtitles: [{ name: "Sottotitoli", lang: "it_IT" }],
      subtitleTrack: -1,
    }),
  );
  expect(ui().dataset["phase"]).toBe("opening");
  const names = [...ui().querySelectorAll(".vitrine-video__menu-button")].map((b) => b.textContent);
  expect(names).toEqual(["Audio: Italiano", "Subtitles: Off"]);
  expect([...ui().querySelectorAll("[role=menuitemradio]")].map((i) => i.textContent)).toEqual([
    "English",
    "Italiano",
    "Off",
    "Sottotitoli",
  ]);
});

const failedState = () => ({
  phase: ui().dataset["phase"],
  message: ui().querySelector("[role=status]")!.textContent,
  retryFocused: document.activeElement === ui().querySelector(".vitrine-video__retry"),
});

it("a stream that never answers: the error state and its focused retry after 15 s without progress, not before", async () => {
  await play();
  advance(14_999);
  expect(ui().dataset["phase"]).toBe("opening");
  advance(1);
  expect(failedState()).toEqual({ phase: "failed", message: "The video could not be played.Try again", retryFocused: true });
});

it("each answer (playlist, segment, key) gives the wait 15 s more; a stall after the first frame is bounded too", async () => {
  await play();
  advance(10_000);
  act(() => player.callbacks!.progress());
  advance(14_999);
  expect(ui().dataset["phase"]).toBe("opening");
  act(() => void document.querySelector("video")!.dispatchEvent(new Event("playing")));
  advance(60_000); // playing: nothing is waited for
  expect(ui().dataset["phase"]).toBe("playing");
  act(() => void document.querySelector("video")!.dispatchEvent(new Event("waiting")));
  advance(14_999);
  expect(ui().dataset["phase"]).toBe("playing");
  advance(1);
  expect(failedState()).toEqual({ phase: "failed", message: "The video could not be played.Try again", retryFocused: true });
});

it("paused or ended, the shopper waits for nothing", async () => {
  await play();
  const video = document.querySelector("video")!;
  act(() => void video.dispatchEvent(new Event("playing")));
  act(() => void video.dispatchEvent(new Event("waiting")));
  act(() => void video.dispatchEvent(new Event("pause")));
  advance(60_000);
  act(() => void video.dispatchEvent(new Event("ended")));
  advance(60_000);
  expect(ui().dataset["phase"]).toBe("playing");
});

it("the play button is named after its film (several films on a page are told apart)", async () => {
  expect(ui().querySelector(".vitrine-video__play")!.getAttribute("aria-label")).toBe("Play video: Film");
});
