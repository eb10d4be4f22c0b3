// Plays one stream in a <video>: hls.js (imported here, so its chunk loads only when a shopper asks for a video), or
// the browser's own HLS where hls.js cannot run. Errors are answered by `errorReaction` (rules.ts); licence and key
// errors also go to the error funnel.
import type { ErrorData } from "hls.js";
import type { VideoSettings } from "../../core/config";
import { errorMessage, reportError } from "../../core/errors";
import { hlsConfig } from "./hls-config";
import { errorReaction, isKeyError, playbackRoute, type MediaTrack, type Rendition, type RecoveryState } from "./rules";

export interface Tracks {
  levels: Rendition[];
  /** -1 while the choice is automatic. */
  level: number;
  audio: MediaTrack[];
  audioTrack: number;
  subtitles: MediaTrack[];
  /** -1 when off. */
  subtitleTrack: number;
}

export interface PlayerCallbacks {
  /** The menus' contents and choices changed. */
  tracks(tracks: Tracks): void;
  /** Playback cannot go on (the poster and the retry control come back). */
  failed(): void;
  /** Something of the stream answered: the player's code, a playlist, a segment, a key. */
  progress(): void;
}

export interface Player {
  setLevel(index: number): void;
  setAudioTrack(index: number): void;
  setSubtitleTrack(index: number): void;
  destroy(): void;
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

function mediaSourcePlaysH264(): boolean {
  const source = (window as { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource ?? window.MediaSource;
  return typeof source?.isTypeSupported === "function" && source.isTypeSupported(H264_AAC);
}

/** Starts loading `src` into `video` and plays it; resolves once the stream is attached. */
export async function startPlayer(video: HTMLVideoElement, src: string, settings: VideoSettings, on: PlayerCallbacks): Promise<Player> {
  const route = playbackRoute(mediaSourcePlaysH264(), video.canPlayType("application/vnd.apple.mpegurl") !== "");
  if (route !== "hls.js") return nativePlayer(video, route === "native" ? src : undefined, on);
  const { default: HlsClass } = await import("hls.js");
  on.progress();
  const hls = new HlsClass(hlsConfig(settings));
  const state: RecoveryState = { networkRetries: 0, mediaRecoveries: 0, levels: 0 };
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const publish = () =>
    on.tracks({
      levels: hls.levels.map(({ height, bitrate }) => ({ height, bitrate })),
      level: hls.autoLevelEnabled ? -1 : hls.currentLevel,
      audio: hls.audioTracks.map(toTrack),
      audioTrack: hls.audioTrack,
      subtitles: hls.subtitleTracks.map(toTrack),
      subtitleTrack: hls.subtitleTrack,
    });
  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    state.levels = hls.levels.length;
    publish();
    void video.play().catch(() => {}); // a refused play (no user gesture) leaves the native controls to the shopper
  });
  // An audio track is the shopper's choice from the moment hls.js switches to it: its SWITCHED waits for media to be
  // buffered, which never comes once the film has ended (the menu would keep the old track checked).
  const { LEVEL_SWITCHED, AUDIO_TRACK_SWITCHING, AUDIO_TRACK_SWITCHED, SUBTITLE_TRACK_SWITCH } = HlsClass.Events;
  for (const event of [LEVEL_SWITCHED, AUDIO_TRACK_SWITCHING, AUDIO_TRACK_SWITCHED, SUBTITLE_TRACK_SWITCH]) hls.on(event, publish);
  // The shopper pressed play: until the film has started, media arriving (after a rendition's failures too) starts it,
  // as a play() asked for while nothing was buffered can be interrupted by the recovery and never asked again.
  let started = false;
  const onPlaying = () => (started = true);
  video.addEventListener("playing", onPlaying, { once: true });
  let buffered = false;
  hls.on(HlsClass.Events.FRAG_BUFFERED, () => {
    buffered = true;
    state.networkRetries = 0; // progress: a later outage gets its full retries again
    if (!started && video.paused) void video.play().catch(() => {});
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => react(data));
  const { MANIFEST_LOADED, LEVEL_LOADED, AUDIO_TRACK_LOADED, SUBTITLE_TRACK_LOADED, FRAG_LOADED, KEY_LOADED } = HlsClass.Events;
  for (const event of [MANIFEST_LOADED, LEVEL_LOADED, AUDIO_TRACK_LOADED, SUBTITLE_TRACK_LOADED, FRAG_LOADED, KEY_LOADED])
    hls.on(event, () => on.progress());

  function react(data: ErrorData): void {
    if (isKeyError(data)) reportError({ source: "video", message: `${data.details}: ${describe(data)} (${src})`, cause: data.error });
    const reaction = errorReaction(data, state);
    switch (reaction.action) {
      case "ignore":
        return;
      case "switch-level": {
        const failing = data.frag?.level ?? hls.currentLevel;
        const other = hls.levels.findIndex((_, index) => index !== failing);
        if (other < 0) return;
        if (!buffered) {
          // Nothing shown yet: start loading again from the other rendition. Switching while the first segments are in
          // flight can abort the alternate audio's init segment, which hls.js (1.7) then never asks for again: no
          // buffer is created and the film waits until its wait bound fails it (seen 1 start in 12 under load).
          hls.stopLoad();
          hls.startLevel = other;
          hls.startLoad();
        } else if (hls.nextLoadLevel === failing) hls.nextLoadLevel = other;
        return;
      }
      case "retry-network":
        state.networkRetries++;
        retryTimer = setTimeout(() => (data.details.startsWith("manifest") ? hls.loadSource(src) : hls.startLoad()), reaction.delayMs);
        return;
      case "recover-media":
        state.mediaRecoveries++;
        hls.recoverMediaError();
        return;
      case "swap-codec-and-recover":
        state.mediaRecoveries++;
        hls.swapAudioCodec();
        hls.recoverMediaError();
        return;
      case "fail":
        hls.destroy();
        on.failed();
    }
  }

  hls.loadSource(src);
  hls.attachMedia(video);
  return {
    setLevel: (index) => void ((hls.currentLevel = index), publish()),
    setAudioTrack: (index) => void (hls.audioTrack = index),
    setSubtitleTrack: (index) => {
      hls.subtitleTrack = index;
      hls.subtitleDisplay = index >= 0;
    },
    destroy: () => {
      clearTimeout(retryTimer);
      video.removeEventListener("playing", onPlaying);
      hls.destroy();
    },
  };
}

function toTrack({
  name,
  lang,
  attrs,
}: {
  name: string;
  lang?: string | undefined;
  attrs: Record<string, string | undefined>;
}): MediaTrack {
  return { name, ...(lang ? { lang } : {}), ...(attrs["CHARACTERISTICS"] ? { characteristics: attrs["CHARACTERISTICS"] } : {}) };
}

function describe(data: ErrorData): string {
  return data.error ? errorMessage(data.error) : (data.reason ?? data.details);
}

/** The browser's own HLS (Safari without MSE); no `src` means this browser cannot play HLS at all. */
function nativePlayer(video: HTMLVideoElement, src: string | undefined, on: PlayerCallbacks): Player {
  const fail = () => on.failed();
  if (src === undefined) {
    queueMicrotask(fail);
  } else {
    video.addEventListener("error", fail);
    video.src = src;
    void video.play().catch(() => {});
  }
  on.tracks({ levels: [], level: -1, audio: [], audioTrack: -1, subtitles: [], subtitleTrack: -1 });
  return {
    setLevel: () => {},
    setAudioTrack: () => {},
    setSubtitleTrack: () => {},
    destroy: () => {
      video.removeEventListener("error", fail);
      video.removeAttribute("src");
      video.load();
    },
  };
}
