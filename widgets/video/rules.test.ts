// The video's pure rules against the spec: §4 "Video or image", §9 timings, and the playback-error policy of the
// README (§8 "Streaming video" leaves it to us), written out as tables.
import { describe, expect, it } from "vitest";
import {
  CLOSE_ANIMATION_MS,
  OPEN_TRACKING_FALLBACK_MS,
  SKELETON_DELAY_MS,
  audioOptions,
  errorReaction,
  isClosedCaptions,
  languageNames,
  menuKeyTarget,
  playbackRoute,
  qualityOptions,
  subtitleOptions,
  trackLabel,
  visibility,
  type PlaybackError,
  type Reaction,
  type RecoveryState,
} from "./rules";

describe("§4 video or image", () => {
  it.each([
    [1280, false, { video: true, image: false }],
    [1280, true, { video: true, image: false }], // desktop: the fallback image is hidden, whatever the flag
    [1024, true, { video: true, image: false }],
    [1023, true, { video: false, image: true }], // non-desktop, no-video-on-mobile: hidden (and never loaded)
    [375, true, { video: false, image: true }],
    [375, false, { video: true, image: false }],
  ])("width %i, no-video-on-mobile %s", (width, noMobile, expected) => {
    expect(visibility(width, noMobile)).toEqual(expected);
  });
});

it("§9 timings", () => {
  expect([CLOSE_ANIMATION_MS, SKELETON_DELAY_MS, OPEN_TRACKING_FALLBACK_MS]).toEqual([600, 800, 2000]);
});

it.each([
  [true, true, "hls.js"],
  [true, false, "hls.js"],
  [false, true, "native"],
  [false, false, "unsupported"],
] as const)("playback route: MSE %s, native HLS %s → %s", (mse, native, route) => {
  expect(playbackRoute(mse, native)).toBe(route);
});

describe("playback errors (README)", () => {
  const fresh: RecoveryState = { networkRetries: 0, mediaRecoveries: 0, levels: 2 };
  const cases: [string, PlaybackError, Partial<RecoveryState>, Reaction][] = [
    ["fragment 404, two renditions", { type: "networkError", details: "fragLoadError", fatal: false }, {}, { action: "switch-level" }],
    [
      "fragment timeout, one rendition",
      { type: "networkError", details: "fragLoadTimeOut", fatal: false },
      { levels: 1 },
      { action: "ignore" },
    ],
    ["fragment parsing, two renditions", { type: "mediaError", details: "fragParsingError", fatal: false }, {}, { action: "switch-level" }],
    ["buffer stall (hls.js nudges)", { type: "mediaError", details: "bufferStalledError", fatal: false }, {}, { action: "ignore" }],
    [
      "fatal manifest 500, 1st",
      { type: "networkError", details: "manifestLoadError", fatal: true },
      {},
      { action: "retry-network", delayMs: 1000 },
    ],
    [
      "fatal manifest 500, 2nd",
      { type: "networkError", details: "manifestLoadError", fatal: true },
      { networkRetries: 1 },
      { action: "retry-network", delayMs: 2000 },
    ],
    [
      "fatal manifest 500, 3rd",
      { type: "networkError", details: "manifestLoadError", fatal: true },
      { networkRetries: 2 },
      { action: "fail", report: false },
    ],
    ["fatal media, 1st", { type: "mediaError", details: "bufferAppendError", fatal: true }, {}, { action: "recover-media" }],
    [
      "fatal media, 2nd",
      { type: "mediaError", details: "bufferAppendError", fatal: true },
      { mediaRecoveries: 1 },
      { action: "swap-codec-and-recover" },
    ],
    [
      "fatal media, 3rd",
      { type: "mediaError", details: "bufferAppendError", fatal: true },
      { mediaRecoveries: 2 },
      { action: "fail", report: false },
    ],
    [
      "fatal key load (key server down)",
      { type: "networkError", details: "keyLoadError", fatal: true },
      {},
      { action: "fail", report: true },
    ],
    ["key load retried by hls.js", { type: "networkError", details: "keyLoadError", fatal: false }, {}, { action: "ignore" }],
    [
      "fatal licence 403",
      { type: "keySystemError", details: "keySystemLicenseRequestFailed", fatal: true },
      {},
      { action: "fail", report: true },
    ],
    [
      "fatal no key-system access",
      { type: "keySystemError", details: "keySystemNoAccess", fatal: true },
      {},
      { action: "fail", report: true },
    ],
    ["fatal decrypt", { type: "mediaError", details: "fragDecryptError", fatal: true }, {}, { action: "fail", report: true }],
    ["fatal other", { type: "otherError", details: "internalException", fatal: true }, {}, { action: "fail", report: false }],
  ];
  it.each(cases)("%s", (_name, error, state, reaction) => {
    expect(errorReaction(error, { ...fresh, ...state })).toEqual(reaction);
  });
});

describe("menus", () => {
  const kbps = (value: number) => `${value} kbps`;
  it("quality: Auto, then highest first; equal heights name their bitrate; one rendition, no menu", () => {
    expect(
      qualityOptions(
        [
          { height: 180, bitrate: 260_000 },
          { height: 360, bitrate: 620_000 },
        ],
        "Auto",
        kbps,
      ),
    ).toEqual([
      { value: -1, label: "Auto" },
      { value: 1, label: "360p" },
      { value: 0, label: "180p" },
    ]);
    expect(
      qualityOptions(
        [
          { height: 720, bitrate: 1_500_000 },
          { height: 720, bitrate: 3_000_000 },
        ],
        "Auto",
        kbps,
      ),
    ).toEqual([
      { value: -1, label: "Auto" },
      { value: 1, label: "720p 3000 kbps" },
      { value: 0, label: "720p 1500 kbps" },
    ]);
    expect(qualityOptions([{ height: 360, bitrate: 620_000 }], "Auto", kbps)).toEqual([]);
  });

  const english = { name: "English", lang: "en" };
  const cc = {
    name: "English CC",
    lang: "en",
    characteristics: "public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound",
  };
  const unnamed = { name: "Director's commentary" };
  const names = (lang: string) => ({ en: "English", it: "Italian" })[lang];

  it("track labels: the language's name, the playlist's NAME without one, CC marked", () => {
    expect(isClosedCaptions(cc)).toBe(true);
    expect(isClosedCaptions(english)).toBe(false);
    expect([english, cc, unnamed].map((t) => trackLabel(t, names, "(CC)"))).toEqual(["English", "English (CC)", "Director's commentary"]);
  });

  it("language names from Intl; a tag that is not BCP 47 has none (the label falls back to NAME)", () => {
    const english = languageNames("en");
    expect(["it", "en-GB", "it_IT", "zz-!"].map(english)).toEqual(["Italian", "British English", undefined, undefined]);
    expect(trackLabel({ name: "Italiano", lang: "it_IT" }, english, "(CC)")).toBe("Italiano");
  });

  it("audio lists every track; subtitles start with Off", () => {
    const label = (t: { name: string }) => t.name;
    expect(audioOptions([english, unnamed], label)).toEqual([
      { value: 0, label: "English" },
      { value: 1, label: "Director's commentary" },
    ]);
    expect(subtitleOptions([english, cc], "Off", label)).toEqual([
      { value: -1, label: "Off" },
      { value: 0, label: "English" },
      { value: 1, label: "English CC" },
    ]);
  });

  it.each([
    ["ArrowDown", 0, 3, 1],
    ["ArrowDown", 2, 3, 0],
    ["ArrowUp", 0, 3, 2],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["a", 0, 3, undefined],
    ["ArrowDown", 0, 0, undefined],
  ] as const)("APG menu key %s from %i of %i → %s", (key, index, count, target) => {
    expect(menuKeyTarget(key, index, count)).toBe(target);
  });
});
