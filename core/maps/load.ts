// Loads the chosen service's adapter code (its own chunk; nothing of it is in a widget's chunk) and mounts the map.
import type { MapAdapter } from "./adapter";
import type { MapChoice } from "./select";

export async function loadMapAdapter(choice: Exclude<MapChoice, { kind: "none" }>, timeoutMs: number): Promise<MapAdapter> {
  switch (choice.kind) {
    case "stand-in":
      return (await import("./stand-in")).standInAdapter(choice.provider);
    case "global":
      return (await import("./global")).globalAdapter({ scriptUrl: choice.scriptUrl, key: choice.key, timeoutMs });
    case "china":
      return (await import("./china")).chinaAdapter({ scriptUrl: choice.scriptUrl, key: choice.key, timeoutMs });
  }
}
