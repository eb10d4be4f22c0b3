// The video widget's texts (§1 video; the error texts are ours, README "Playback errors").
import { createMessages } from "../../markets/messages";

export const en = {
  play: "Play video",
  playTitled: "Play video: {title}",
  close: "Close video",
  loading: "Loading video…",
  failed: "The video could not be played.",
  retry: "Try again",
  quality: "Quality",
  auto: "Auto",
  audio: "Audio",
  subtitles: "Subtitles",
  off: "Off",
  cc: "(CC)",
  kbps: "{value} kbps",
};

// Every market language has every key (widgets/video/english-leftovers.test.tsx fails on a missing one).
export const videoText = createMessages(en, (language) => import(`./messages/${language}.ts`));
