// The page's `video` settings (core/config.ts) → hls.js configuration, and their parsing (§7 "Other calls").
import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "../../core/config";
import { hlsConfig } from "./hls-config";

const resolve = (page: unknown) => resolveSiteConfig(page, "", "https://shop.example");

describe("video settings (core/config.ts)", () => {
  it("defaults: no key system, content steering and player-size capping on", () => {
    expect(resolve({}).config.video).toEqual({ drm: {}, contentSteering: true, capLevelToPlayerSize: true });
  });

  it("a key system with licence URL and headers", () => {
    const { config, issues } = resolve({
      video: { drm: { clearkey: { licenceUrl: "/drm/licence?asset=1", headers: { "X-Token": "t" } } }, contentSteering: false },
    });
    expect(issues).toEqual([]);
    expect(config.video).toEqual({
      drm: { clearkey: { licenceUrl: "/drm/licence?asset=1", headers: { "X-Token": "t" } } },
      contentSteering: false,
      capLevelToPlayerSize: true,
    });
  });

  it.each([
    [
      { drm: { clearkey: { licenceUrl: "https://evil.example/licence" } } },
      "video.drm.clearkey.licenceUrl: expected a path starting with a single /",
    ],
    [
      { drm: { clearkey: { licenceUrl: "//evil.example/licence" } } },
      "video.drm.clearkey.licenceUrl: expected a path starting with a single /",
    ],
    [
      { drm: { widevine: { licenceUrl: "/l", headers: { "Bad Header": "x" } } } },
      "video.drm.widevine.headers.Bad Header: Invalid key in record",
    ],
    [{ contentSteering: "yes" }, "video.contentSteering: expected boolean"],
  ])("reports and drops %j", (video, issue) => {
    const { config, issues } = resolve({ video });
    expect(issues).toContain(issue);
    expect(config.video.drm.clearkey).toBeUndefined();
  });
});

describe("hlsConfig", () => {
  it("no key system: EME off, no worker (strict CSP), bounded retries", () => {
    const config = hlsConfig({ drm: {}, contentSteering: true, capLevelToPlayerSize: true });
    expect(config).toMatchObject({ enableWorker: false, emeEnabled: false, drmSystems: {}, capLevelToPlayerSize: true });
    expect(config.manifestLoadPolicy?.default.errorRetry).toEqual({
      maxNumRetry: 1,
      retryDelayMs: 500,
      maxRetryDelayMs: 2000,
      backoff: "exponential",
    });
    expect(config.keyLoadPolicy?.default.errorRetry?.maxNumRetry).toBe(1);
    expect("contentSteeringController" in config).toBe(false);
  });

  it("ClearKey and Widevine: hls.js key-system ids, licence URLs, the service certificate; steering off", () => {
    const config = hlsConfig({
      drm: { clearkey: { licenceUrl: "/ck" }, widevine: { licenceUrl: "/wv", serverCertificateUrl: "/wv-cert" } },
      contentSteering: false,
      capLevelToPlayerSize: false,
    });
    expect(config.emeEnabled).toBe(true);
    expect(config.drmSystems).toEqual({
      "org.w3.clearkey": { licenseUrl: "/ck" },
      "com.widevine.alpha": { licenseUrl: "/wv", serverCertificateUrl: "/wv-cert" },
    });
    expect("contentSteeringController" in config && config.contentSteeringController === undefined).toBe(true);
  });

  it("licence requests carry the configured headers", () => {
    const config = hlsConfig({
      drm: { clearkey: { licenceUrl: "/ck", headers: { "X-Token": "t" } } },
      contentSteering: true,
      capLevelToPlayerSize: true,
    });
    const calls: string[] = [];
    const xhr = {
      open: (method: string, url: string) => calls.push(`${method} ${url}`),
      setRequestHeader: (n: string, v: string) => calls.push(`${n}: ${v}`),
    };
    config.licenseXhrSetup?.call(undefined as never, xhr as unknown as XMLHttpRequest, "/ck", {} as never, new Uint8Array());
    expect(calls).toEqual(["POST /ck", "X-Token: t"]);
  });
});
