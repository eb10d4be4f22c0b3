// Makes the video fixtures with Debian's ffmpeg (libx264, aac, webvtt), into fixtures/assets/media/ (git-ignored):
//   clear/     two H.264 renditions (640x360, 320x180) in fMP4, two AAC audio renditions (English, Italian) and
//              two WebVTT tracks (subtitles, and SDH captions), with a master playlist written here;
//   aes/       one muxed 640x360 rendition in MPEG-TS (ffmpeg encrypts no fMP4), AES-128 encrypted, key URI `key`
//              (relative); segments named .m2ts, as `.ts` files would be read by the TypeScript tools;
//   clearkey/  one muxed rendition in a single CENC (cenc-aes-ctr) fragmented MP4 (ffmpeg's HLS muxer cannot write
//              CENC, and its mp4 muxer leaves fragments without sample encryption boxes: scripts/cenc.ts finishes
//              the job), addressed by byte ranges in a playlist written here from the file's boxes, with a ClearKey
//              EXT-X-KEY carrying the key id.
// Idempotent: a stamp with the recipe's version makes a second run a no-op (< 0.1 s). Without ffmpeg nothing is made
// and the demo runs anyway: the video page says what is missing. Usage: npx tsx scripts/make-media.ts
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { encryptFragmented } from "./cenc";
import { AES_KEY_HEX, CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX, base64Url, hexToBytes } from "../fixtures/video/keys";

const RECIPE = "media-v2";
const ROOT = fileURLToPath(new URL("../fixtures/assets/media/", import.meta.url));
const STAMP = `${ROOT}.stamp`;
const SECONDS = 4;
const FPS = 25;

const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
const video = (size: string) => ["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=${FPS}:duration=${SECONDS}`];
const tone = (hz: number) => ["-f", "lavfi", "-i", `sine=frequency=${hz}:sample_rate=44100:duration=${SECONDS}`];
// One-second GOPs, so every segment starts on a keyframe and both renditions switch cleanly.
const h264 = (bitrate: string) => [
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-profile:v",
  "main",
  "-pix_fmt",
  "yuv420p",
  "-b:v",
  bitrate,
  "-maxrate",
  bitrate,
  "-bufsize",
  bitrate,
  "-g",
  String(FPS),
  "-keyint_min",
  String(FPS),
  "-sc_threshold",
  "0",
];
const aac = ["-c:a", "aac", "-b:a", "64k", "-ac", "2"];
const hls = (dir: string, type: "fmp4" | "mpegts" = "fmp4", extra: string[] = []) => [
  "-f",
  "hls",
  "-hls_time",
  "1",
  "-hls_playlist_type",
  "vod",
  "-hls_segment_type",
  type,
  ...(type === "fmp4" ? ["-hls_fmp4_init_filename", "init.mp4"] : []),
  "-hls_segment_filename",
  `${dir}/seg%d.${type === "fmp4" ? "m4s" : "m2ts"}`,
  ...extra,
  `${dir}/index.m3u8`,
];

function clear(): void {
  const dir = `${ROOT}clear`;
  for (const [name, size, bitrate] of [
    ["v360", "640x360", "500k"],
    ["v180", "320x180", "160k"],
  ] as const) {
    mkdirSync(`${dir}/${name}`, { recursive: true });
    ffmpeg(...video(size), "-an", ...h264(bitrate), ...hls(`${dir}/${name}`));
  }
  for (const [name, hz] of [
    ["audio-en", 440],
    ["audio-it", 660],
  ] as const) {
    mkdirSync(`${dir}/${name}`, { recursive: true });
    ffmpeg(...tone(hz), ...aac, ...hls(`${dir}/${name}`));
  }
  const cue = (text: string) =>
    `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n1\n00:00:00.000 --> 00:00:02.000\n${text}\n\n2\n00:00:02.000 --> 00:00:${String(SECONDS).padStart(2, "0")}.000\n${text}\n`;
  for (const [name, text] of [
    ["subs-en", "Subtitle: hello"],
    ["subs-it", "Sottotitolo: ciao"],
    ["cc-en", "[tone] Caption: hello"],
  ] as const) {
    mkdirSync(`${dir}/${name}`, { recursive: true });
    writeFileSync(`${dir}/${name}/cues.vtt`, cue(text));
    writeFileSync(
      `${dir}/${name}/index.m3u8`,
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${SECONDS}\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${SECONDS}.0,\ncues.vtt\n#EXT-X-ENDLIST\n`,
    );
  }
  writeFileSync(
    `${dir}/master.m3u8`,
    [
      "#EXTM3U",
      "#EXT-X-VERSION:6",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio-en/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Italiano",LANGUAGE="it",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio-it/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subs-en/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Italiano",LANGUAGE="it",DEFAULT=NO,AUTOSELECT=YES,URI="subs-it/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English CC",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound",URI="cc-en/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=620000,AVERAGE-BANDWIDTH=560000,RESOLUTION=640x360,FRAME-RATE=25,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
      "v360/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=260000,AVERAGE-BANDWIDTH=230000,RESOLUTION=320x180,FRAME-RATE=25,CODECS="avc1.4d400d,mp4a.40.2",AUDIO="aud",SUBTITLES="subs"',
      "v180/index.m3u8",
      "",
    ].join("\n"),
  );
}

function aes(): void {
  const dir = `${ROOT}aes`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/.key`, hexToBytes(AES_KEY_HEX));
  // Key URI (relative: the backend serves it beside the playlist), key file, IV.
  writeFileSync(`${dir}/.keyinfo`, `key\n${dir}/.key\n000102030405060708090a0b0c0d0e0f\n`);
  ffmpeg(...video("640x360"), ...tone(440), ...h264("500k"), ...aac, ...hls(dir, "mpegts", ["-hls_key_info_file", `${dir}/.keyinfo`]));
  rmSync(`${dir}/.key`);
  rmSync(`${dir}/.keyinfo`);
  writeFileSync(
    `${dir}/master.m3u8`,
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=620000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"\nindex.m3u8\n',
  );
}

/** Top-level MP4 boxes: [type, offset, size]. */
function boxes(file: Buffer): [string, number, number][] {
  const found: [string, number, number][] = [];
  for (let offset = 0; offset + 8 <= file.length;) {
    const size = file.readUInt32BE(offset);
    found.push([file.toString("latin1", offset + 4, offset + 8), offset, size]);
    if (size < 8) throw new Error("unexpected MP4 box size");
    offset += size;
  }
  return found;
}

function clearkey(): void {
  const dir = `${ROOT}clearkey`;
  mkdirSync(dir, { recursive: true });
  const fragmented = ["-movflags", "+frag_keyframe+empty_moov+default_base_moof"];
  ffmpeg(...video("640x360"), ...tone(440), ...h264("500k"), ...aac, ...fragmented, `${dir}/.plain.mp4`);
  // Only the moov of this run is used (its encv/enca sample entries and tenc boxes): see scripts/cenc.ts.
  ffmpeg(
    "-i",
    `${dir}/.plain.mp4`,
    "-c",
    "copy",
    ...fragmented,
    "-encryption_scheme",
    "cenc-aes-ctr",
    "-encryption_key",
    CLEARKEY_KEY_HEX,
    "-encryption_kid",
    CLEARKEY_KID_HEX,
    `${dir}/.ffmpeg-cenc.mp4`,
  );
  const plain = readFileSync(`${dir}/.plain.mp4`);
  const ffmpegCenc = readFileSync(`${dir}/.ffmpeg-cenc.mp4`);
  const [, moovAt, moovSize] = boxes(ffmpegCenc).find(([type]) => type === "moov")!;
  const key = Buffer.from(hexToBytes(CLEARKEY_KEY_HEX));
  writeFileSync(
    `${dir}/stream.mp4`,
    encryptFragmented(plain, ffmpegCenc.subarray(moovAt, moovAt + moovSize), 1, key, Buffer.from(hexToBytes(CLEARKEY_KID_HEX))),
  );
  rmSync(`${dir}/.plain.mp4`);
  rmSync(`${dir}/.ffmpeg-cenc.mp4`);
  const all = boxes(readFileSync(`${dir}/stream.mp4`));
  const moov = all.find(([type]) => type === "moov");
  if (!moov) throw new Error("no moov box");
  const initEnd = moov[1] + moov[2];
  // A segment is a moof and its mdat; ffmpeg writes one per keyframe (one second).
  const segments = all
    .filter(([type]) => type === "moof")
    .map(([, offset], i, moofs) => {
      const end = moofs[i + 1]?.[1] ?? all[all.length - 1]![1] + all[all.length - 1]![2];
      return { offset, length: end - offset };
    });
  const duration = (SECONDS / segments.length).toFixed(3);
  const keyId = `data:text/plain;base64,${base64Url(hexToBytes(CLEARKEY_KID_HEX)).replace(/-/g, "+").replace(/_/g, "/")}`;
  writeFileSync(
    `${dir}/index.m3u8`,
    [
      "#EXTM3U",
      "#EXT-X-VERSION:6",
      `#EXT-X-TARGETDURATION:${Math.ceil(Number(duration))}`,
      "#EXT-X-PLAYLIST-TYPE:VOD",
      `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1",URI="${keyId}",KEYID=0x${CLEARKEY_KID_HEX}`,
      `#EXT-X-MAP:URI="stream.mp4",BYTERANGE="${initEnd}@0"`,
      ...segments.flatMap(({ offset, length }) => [`#EXTINF:${duration},`, `#EXT-X-BYTERANGE:${length}@${offset}`, "stream.mp4"]),
      "#EXT-X-ENDLIST",
      "",
    ].join("\n"),
  );
  writeFileSync(
    `${dir}/master.m3u8`,
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=620000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"\nindex.m3u8\n',
  );
}

/** The video fixtures: made (with this recipe), not made for want of ffmpeg, or not made yet. */
export type MediaState = "made" | "no-ffmpeg" | "not-made";

const made = () => existsSync(STAMP) && readFileSync(STAMP, "utf8") === RECIPE;
const hasFfmpeg = () => !spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).error;

/** The fixtures' state, without making them. */
export const mediaState = (): MediaState => (made() ? "made" : hasFfmpeg() ? "not-made" : "no-ffmpeg");

/** Makes the fixtures unless they are made; without ffmpeg, makes nothing and says so. */
export function makeMedia(): MediaState {
  if (made()) return "made";
  if (!hasFfmpeg()) return "no-ffmpeg";
  rmSync(ROOT, { recursive: true, force: true });
  clear();
  aes();
  clearkey();
  writeFileSync(STAMP, RECIPE);
  return "made";
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && makeMedia() === "no-ffmpeg") {
  console.error("make-media: ffmpeg was not found (Debian: apt-get install ffmpeg)");
  process.exitCode = 1;
}
