// Bounds every wait for the stream (README "Playback errors"): the shopper waits from play to the first frame, and
// whenever playback stalls (`waiting`) until it plays again. A wait in which nothing of the stream answers for
// WAIT_LIMIT_MS ends in the failure state; each answer (a playlist, segment or key: the player's `progress`) gives it
// that long again. Paused or ended after the first frame, nothing is waited for (before it, a `pause` is the player
// recovering the media, not the shopper).
import { WAIT_LIMIT_MS } from "./rules";

export interface WaitBound {
  /** Something of the stream answered. */
  progress(): void;
  stop(): void;
}

export function boundWaits(video: HTMLVideoElement, expired: () => void): WaitBound {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(expired, WAIT_LIMIT_MS);
  };
  const disarm = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const events: [string, () => void][] = [
    ["waiting", arm],
    ["playing", () => ((started = true), disarm())],
    ["pause", () => started && disarm()],
    ["ended", () => started && disarm()],
  ];
  for (const [type, handler] of events) video.addEventListener(type, handler);
  arm();
  return {
    progress: () => void (timer !== undefined && arm()),
    stop() {
      disarm();
      for (const [type, handler] of events) video.removeEventListener(type, handler);
    },
  };
}
