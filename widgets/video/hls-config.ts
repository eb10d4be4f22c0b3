// The page's video settings (core/config.ts `video`) as an hls.js configuration: DRM key systems with their licence
// URL and headers, content steering, and bounded load policies (README "Playback errors"). Pure: types only from
// hls.js, so this module never pulls its code in.
import type { HlsConfig, LoadPolicy } from "hls.js";
import type { KeySystemName, VideoSettings } from "../../core/config";

/** hls.js's key-system ids for the names the page configuration uses. */
export const KEY_SYSTEM_IDS: Readonly<Record<KeySystemName, string>> = {
  clearkey: "org.w3.clearkey",
  widevine: "com.widevine.alpha",
  playready: "com.microsoft.playready",
  fairplay: "com.apple.fps",
};

/** One try plus `retries`, each within `timeoutMs`, `delayMs` apart and growing: a shopper waits seconds, not minutes. */
function policy(timeoutMs: number, retries: number, delayMs: number): LoadPolicy {
  const retry = { maxNumRetry: retries, retryDelayMs: delayMs, maxRetryDelayMs: delayMs * 4, backoff: "exponential" as const };
  return { default: { maxTimeToFirstByteMs: timeoutMs, maxLoadTimeMs: timeoutMs * 2, timeoutRetry: retry, errorRetry: retry } };
}

export function hlsConfig(settings: VideoSettings): Partial<HlsConfig> {
  const configured = Object.entries(settings.drm) as [KeySystemName, NonNullable<VideoSettings["drm"][KeySystemName]>][];
  const headersByUrl = new Map(configured.map(([, system]) => [system.licenceUrl, system.headers ?? {}]));
  return {
    // hls.js builds its worker from a blob: URL, which the strict CSP (worker-src 'self', Trusted Types) refuses.
    enableWorker: false,
    capLevelToPlayerSize: settings.capLevelToPlayerSize,
    ...(settings.contentSteering ? {} : { contentSteeringController: undefined }),
    manifestLoadPolicy: policy(8000, 1, 500),
    playlistLoadPolicy: policy(8000, 1, 500),
    fragLoadPolicy: policy(10000, 2, 500),
    keyLoadPolicy: policy(8000, 1, 500),
    certLoadPolicy: policy(8000, 1, 500),
    emeEnabled: configured.length > 0,
    drmSystems: Object.fromEntries(
      configured.map(([name, system]) => [
        KEY_SYSTEM_IDS[name],
        { licenseUrl: system.licenceUrl, ...(system.serverCertificateUrl ? { serverCertificateUrl: system.serverCertificateUrl } : {}) },
      ]),
    ),
    licenseXhrSetup(xhr, url) {
      xhr.open("POST", url, true);
      const path = new URL(url, location.href).pathname;
      for (const [name, value] of Object.entries(headersByUrl.get(url) ?? headersByUrl.get(path) ?? {})) xhr.setRequestHeader(name, value);
    },
  };
}
