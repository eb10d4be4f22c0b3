// The player's controls over the server <video>: a play button on the poster, the loading skeleton (§9: only after
// 800 ms), the quality, audio and subtitle menus and a close button while it plays, and the failure state (the
// poster, a short message and a retry control). The video-open event is tracked at the first frame, or 2 s after
// the open at the latest (§9).
import { useEffect, useRef, useState } from "react";
import type { ReadonlySignal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, textLocale } from "../../core/store";
import { prefersReducedMotion } from "../../core/dom";
import { track } from "../../core/tracking";
import { MenuButton } from "./menu";
import { videoText } from "./messages";
import { startPlayer, type Player, type Tracks } from "./player";
import { boundWaits } from "./waits";
import {
  CLOSE_ANIMATION_MS,
  OPEN_TRACKING_FALLBACK_MS,
  SKELETON_DELAY_MS,
  audioOptions,
  languageNames,
  qualityOptions,
  subtitleOptions,
  trackLabel,
  type MediaTrack,
} from "./rules";

export type Phase = "idle" | "opening" | "playing" | "closing" | "failed";

interface VideoViewProps {
  video: HTMLVideoElement;
  src: string;
  videoId: string;
  /** The film's title (the video's aria-label or the figure's caption): it names the play button. */
  title: string;
  /** Shown on this screen (§4); a hidden video renders nothing and never loads. */
  visible: ReadonlySignal<boolean>;
}

const NO_TRACKS: Tracks = { levels: [], level: -1, audio: [], audioTrack: -1, subtitles: [], subtitleTrack: -1 };

/** A hidden video (§4) has no controls; hiding one that plays unmounts its controls, which stops it. */
export function VideoView({ visible, ...props }: VideoViewProps) {
  useSignals();
  return visible.value ? <VideoControls {...props} /> : null;
}

function VideoControls({ video, src, videoId, title }: Omit<VideoViewProps, "visible">) {
  useSignals();
  const locale = textLocale.value;
  const t = (key: Parameters<typeof videoText>[1], vars?: Record<string, string | number>) => videoText(locale, key, vars);
  const [phase, setPhase] = useState<Phase>("idle");
  const [skeleton, setSkeleton] = useState(false);
  const [tracks, setTracks] = useState<Tracks>(NO_TRACKS);
  const player = useRef<Player | null>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const opening = useRef<AbortController | null>(null);
  const focusAfter = useRef<"play" | "retry" | null>(null);

  /** Stops loading and playing; leaves the element's attributes alone (on unmount they are the server's again). */
  const release = () => {
    opening.current?.abort();
    opening.current = null;
    player.current?.destroy();
    player.current = null;
    video.pause();
  };
  const stop = () => {
    release();
    video.controls = false;
    setSkeleton(false);
    setTracks(NO_TRACKS);
  };

  const open = () => {
    stop();
    const run = new AbortController();
    opening.current = run;
    setPhase("opening");
    video.controls = true;
    video.focus();
    let tracked = false;
    const trackOpen = () => {
      if (tracked || run.signal.aborted) return;
      tracked = true;
      track({ event: "video-open", videoId });
    };
    const skeletonTimer = setTimeout(() => setSkeleton(true), SKELETON_DELAY_MS);
    const timers = [skeletonTimer, setTimeout(trackOpen, OPEN_TRACKING_FALLBACK_MS)];
    const onPlaying = () => {
      trackOpen();
      clearTimeout(skeletonTimer);
      setSkeleton(false);
      setPhase((current) => (current === "opening" ? "playing" : current));
    };
    video.addEventListener("playing", onPlaying);
    const failed = () => {
      if (run.signal.aborted) return;
      const hadFocus =
        video.contains(document.activeElement) || document.activeElement === video || document.activeElement === document.body;
      stop();
      focusAfter.current = hadFocus ? "retry" : null;
      setPhase("failed");
    };
    const waits = boundWaits(video, failed);
    run.signal.addEventListener("abort", () => {
      timers.forEach(clearTimeout);
      video.removeEventListener("playing", onPlaying);
      waits.stop();
    });
    const callbacks = { tracks: (next: Tracks) => !run.signal.aborted && setTracks(next), failed, progress: waits.progress };
    startPlayer(video, src, config.value.video, callbacks).then(
      (started) => (run.signal.aborted ? started.destroy() : (player.current = started)),
      failed,
    );
  };

  const close = () => {
    setPhase("closing");
    const wasFocused = document.activeElement;
    window.setTimeout(
      () => {
        stop();
        // Focus stays on the widget: the close button and the video's controls are gone, the play button is back.
        focusAfter.current = wasFocused && wasFocused !== document.body ? "play" : null;
        setPhase("idle");
      },
      prefersReducedMotion() ? 0 : CLOSE_ANIMATION_MS,
    );
  };

  useEffect(() => {
    const target = focusAfter.current === "play" ? playButton.current : focusAfter.current === "retry" ? retryButton.current : null;
    focusAfter.current = null;
    target?.focus();
  }, [phase]);
  useEffect(() => release, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on unmount
  const names = languageNames(locale);
  const label = (track: MediaTrack) => trackLabel(track, names, t("cc"));
  const active = phase === "opening" || phase === "playing" || phase === "closing";
  return (
    <div className="vitrine-video__ui" data-phase={phase} aria-busy={skeleton}>
      {phase === "idle" || phase === "failed" ? (
        <button
          ref={playButton}
          type="button"
          className="vitrine-video__play"
          aria-label={title ? t("playTitled", { title }) : t("play")}
          onClick={open}
          hidden={phase === "failed"}
        >
          <span aria-hidden="true">▶</span>
        </button>
      ) : null}
      {skeleton && active ? <div className="vitrine-video__skeleton" aria-label={t("loading")} role="img" /> : null}
      <div role="status" className="vitrine-video__status">
        {phase === "failed" ? (
          <>
            <p className="vitrine-video__message">{t("failed")}</p>
            <button ref={retryButton} type="button" className="vitrine-video__retry" onClick={open}>
              {t("retry")}
            </button>
          </>
        ) : null}
      </div>
      {active ? (
        <div className="vitrine-video__toolbar">
          <MenuButton
            label={t("quality")}
            options={qualityOptions(tracks.levels, t("auto"), (value) => t("kbps", { value }))}
            selected={tracks.level}
            onSelect={(value) => player.current?.setLevel(value)}
          />
          <MenuButton
            label={t("audio")}
            options={audioOptions(tracks.audio, label)}
            selected={tracks.audioTrack}
            onSelect={(value) => player.current?.setAudioTrack(value)}
          />
          <MenuButton
            label={t("subtitles")}
            options={subtitleOptions(tracks.subtitles, t("off"), label)}
            selected={tracks.subtitleTrack}
            onSelect={(value) => player.current?.setSubtitleTrack(value)}
          />
          <button type="button" className="vitrine-video__close" onClick={close}>
            {t("close")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
