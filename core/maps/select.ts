// Which maps service draws a map (§3 `mapProvider`, §9 cn: the Chinese maps service). Pure.
import type { SiteConfig } from "../config";

export type MapChoice =
  | { kind: "stand-in"; provider: "global" | "china" }
  | { kind: "global" | "china"; scriptUrl: string; key?: string | undefined }
  | { kind: "none" };

/** The market's provider, when the page configured its script; the offline stand-in when the page asks for it;
 * otherwise none (the list alone: an unconfigured service is never guessed at). */
export function selectMapProvider(mapProvider: "global" | "china", maps: SiteConfig["maps"]): MapChoice {
  if (maps.standIn) return { kind: "stand-in", provider: mapProvider };
  const settings = maps[mapProvider];
  if (!settings?.scriptUrl) return { kind: "none" };
  return { kind: mapProvider, scriptUrl: settings.scriptUrl, key: settings.key };
}
