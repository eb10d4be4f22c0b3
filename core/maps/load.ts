// Loads the chosen service's adapter code (its own chunk; nothing of it is in a widget's chunk) through the one loader
// of on-demand code: within the page's time limit, and asked for afresh after a failure (core/script-loader.ts).
import { loadModule } from "../script-loader";
import type { MapAdapter } from "./adapter";
import type { MapChoice } from "./select";
import standInUrl from "./stand-in?chunk-url";
import globalUrl from "./global?chunk-url";
import chinaUrl from "./china?chunk-url";

export async function loadMapAdapter(choice: Exclude<MapChoice, { kind: "none" }>, timeoutMs: number): Promise<MapAdapter> {
  switch (choice.kind) {
    case "stand-in":
      return (await loadModule<typeof import("./stand-in")>(standInUrl, { timeoutMs })).standInAdapter(choice.provider);
    case "global":
      return (await loadModule<typeof import("./global")>(globalUrl, { timeoutMs })).globalAdapter({
        scriptUrl: choice.scriptUrl,
        key: choice.key,
        timeoutMs,
      });
    case "china":
      return (await loadModule<typeof import("./china")>(chinaUrl, { timeoutMs })).chinaAdapter({
        scriptUrl: choice.scriptUrl,
        key: choice.key,
        timeoutMs,
      });
  }
}
