// The video widget's pure rules: which screens show the video (§4 "Video or image"), the §9 timings, how the stream
// is played, how each playback error is answered (§8 "Streaming video": ours to define, see README.md), and the menu
// models of quality, audio and subtitles. No DOM, no hls.js: the player feeds them plain values.

/** §4: "desktop" starts at this viewport width (the breakpoint the rest of the store uses). */
export const DESKTOP_MIN_WIDTH = 1024;
/** §9 "Video close animation". */
export const CLOSE_ANIMATION_MS = 600;
/** §9 "Skeleton lazy-load": the loading skeleton appears only when the first frame takes longer than this. */
export const SKELETON_DELAY_MS = 800;
/** §9 "The video open event is tracked after a 2 s fallback": at the first frame, or 2 s after the open at the latest. */
export const OPEN_TRACKING_FALLBACK_MS = 2000;
/** Ours (§8 leaves it unstated): a shopper waiting for the stream (from play to the first frame, or in a stall) while
 * nothing of it answers (no playlist, segment, key or licence) for this long sees the failure and its retry. */
export const WAIT_LIMIT_MS = 15_000;

export interface Visibility {
  /** The video element is shown (and may load on play). */
  video: boolean;
  /** The fallback image is shown. */
  image: boolean;
}

/** §4 "Video or image": on desktop the fallback image is hidden; below it a no-video-on-mobile video is hidden (and
 * never loads) and its image shows. */
export function visibility(viewportWidth: number, noVideoOnMobile: boolean): Visibility {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return { video: true, image: false };
  return noVideoOnMobile ? { video: false, image: true } : { video: true, image: false };
}

export type Playback = "hls.js" | "native" | "unsupported";

/** hls.js wherever Media Source Extensions play H.264/AAC; the browser's own HLS only where hls.js cannot run. */
export function playbackRoute(mediaSourcePlaysH264: boolean, nativeHls: boolean): Playback {
  if (mediaSourcePlaysH264) return "hls.js";
  return nativeHls ? "native" : "unsupported";
}

// --- Playback errors -------------------------------------------------------------------------------------------

/** An hls.js error reduced to what the policy reads (type and details are hls.js's own strings). */
export interface PlaybackError {
  type: string;
  details: string;
  fatal: boolean;
}

export interface RecoveryState {
  /** Fatal network errors already retried in this playback. */
  networkRetries: number;
  /** Media-error recoveries already made (the 1st recovers, the 2nd swaps the audio codec first). */
  mediaRecoveries: number;
  /** How many renditions the stream has. */
  levels: number;
}

export type Reaction =
  | { action: "ignore" }
  | { action: "retry-network"; delayMs: number }
  | { action: "recover-media" }
  | { action: "swap-codec-and-recover" }
  | { action: "switch-level" }
  | { action: "fail"; report: boolean };

/** Fatal network errors are retried this many times, after 1 s, then 2 s. */
export const MAX_NETWORK_RETRIES = 2;
export const NETWORK_RETRY_BASE_MS = 1000;

const KEY_DETAILS = new Set(["keyLoadError", "keyLoadTimeOut", "fragDecryptError"]);
const FRAGMENT_DETAILS = new Set(["fragLoadError", "fragLoadTimeOut", "fragParsingError", "fragGap"]);

/** Licence, key-system and key errors go to the error funnel (core/errors.ts), fatal or not. */
export function isKeyError({ type, details }: PlaybackError): boolean {
  return type === "keySystemError" || KEY_DETAILS.has(details);
}

/** The widget's answer to one playback error (README "Playback errors"). */
export function errorReaction(error: PlaybackError, state: RecoveryState): Reaction {
  if (isKeyError(error)) return error.fatal ? { action: "fail", report: true } : { action: "ignore" };
  if (!error.fatal) {
    // hls.js retries a fragment itself; with another rendition to go to, the widget moves there at once.
    return FRAGMENT_DETAILS.has(error.details) && state.levels > 1 ? { action: "switch-level" } : { action: "ignore" };
  }
  if (error.type === "networkError") {
    if (state.networkRetries >= MAX_NETWORK_RETRIES) return { action: "fail", report: false };
    return { action: "retry-network", delayMs: NETWORK_RETRY_BASE_MS * 2 ** state.networkRetries };
  }
  if (error.type === "mediaError") {
    if (state.mediaRecoveries === 0) return { action: "recover-media" };
    if (state.mediaRecoveries === 1) return { action: "swap-codec-and-recover" };
    return { action: "fail", report: false };
  }
  return { action: "fail", report: false };
}

// --- Menus -------------------------------------------------------------------------------------------------------

export interface MenuOption {
  /** hls.js's index (level, audio or subtitle track); -1 is "Auto" or "Off". */
  value: number;
  label: string;
}

export interface Rendition {
  height: number;
  bitrate: number;
}

/** Quality: Auto, then the renditions from the highest, named by height ("360p"); equal heights add the bitrate.
 * One rendition or none: nothing to choose, no menu. */
export function qualityOptions(levels: readonly Rendition[], autoLabel: string, kbps: (value: number) => string): MenuOption[] {
  if (levels.length < 2) return [];
  const heights = levels.map((l) => l.height);
  const options = levels.map((level, index) => ({
    value: index,
    label:
      heights.filter((h) => h === level.height).length > 1
        ? `${level.height}p ${kbps(Math.round(level.bitrate / 1000))}`
        : `${level.height}p`,
    sort: level.height * 1e9 + level.bitrate,
  }));
  options.sort((a, b) => b.sort - a.sort);
  return [{ value: -1, label: autoLabel }, ...options.map(({ value, label }) => ({ value, label }))];
}

export interface MediaTrack {
  name: string;
  lang?: string;
  /** HLS CHARACTERISTICS: closed captions carry `public.accessibility.transcribes-spoken-dialog`. */
  characteristics?: string;
}

export const isClosedCaptions = (track: MediaTrack): boolean =>
  (track.characteristics ?? "").includes("public.accessibility.transcribes-spoken-dialog");

/** A track's name: the language's own name from Intl when the playlist gives a language, else the playlist's NAME;
 * closed captions add the CC mark. */
export function trackLabel(track: MediaTrack, languageName: (lang: string) => string | undefined, ccLabel: string): string {
  const base = (track.lang && languageName(track.lang)) || track.name;
  return isClosedCaptions(track) ? `${base} ${ccLabel}` : base;
}

/** The names of language tags in `locale`; a tag Intl refuses (a playlist's `LANGUAGE="it_IT"` is not BCP 47) has
 * none, so that one label falls back to the track's NAME and the player goes on. */
export function languageNames(locale: string): (lang: string) => string | undefined {
  const names = new Intl.DisplayNames([locale, "en"], { type: "language" });
  return (lang) => {
    try {
      return names.of(lang);
    } catch {
      return undefined;
    }
  };
}

export function audioOptions(tracks: readonly MediaTrack[], label: (track: MediaTrack) => string): MenuOption[] {
  return tracks.map((track, value) => ({ value, label: label(track) }));
}

/** Subtitles and captions: Off first, then every track. */
export function subtitleOptions(tracks: readonly MediaTrack[], offLabel: string, label: (track: MediaTrack) => string): MenuOption[] {
  return [{ value: -1, label: offLabel }, ...tracks.map((track, value) => ({ value, label: label(track) }))];
}

/** APG menu keyboard: the index the focus moves to from `index` among `count` items, or undefined for other keys. */
export function menuKeyTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
