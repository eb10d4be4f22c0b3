// §3 `mapProvider` (a global maps service, or a Chinese one; §9 cn) → the adapter that draws the map.
import { describe, expect, it } from "vitest";
import { markets } from "../../markets/markets";
import { selectMapProvider } from "./select";

const GLOBAL = { scriptUrl: "https://maps.googleapis.com/maps/api/js", key: "g-key" };
const CHINA = { scriptUrl: "https://webapi.amap.com/maps", key: "c-key" };

describe("selectMapProvider", () => {
  it.each([
    ["it", { global: GLOBAL, china: CHINA }, { kind: "global", ...GLOBAL }],
    ["cn", { global: GLOBAL, china: CHINA }, { kind: "china", ...CHINA }],
    ["cn", { global: GLOBAL }, { kind: "none" }],
    ["us", {}, { kind: "none" }],
    ["us", { global: { key: "no-script" } }, { kind: "none" }],
    ["us", { standIn: true, global: GLOBAL }, { kind: "stand-in", provider: "global" }],
    ["cn", { standIn: true }, { kind: "stand-in", provider: "china" }],
  ] as const)("%s with %j", (code, maps, want) => expect(selectMapProvider(markets[code].mapProvider, maps)).toEqual(want));

  it("§9: cn is the only market on the Chinese maps service", () => {
    const china = Object.entries(markets)
      .filter(([, m]) => m.mapProvider === "china")
      .map(([code]) => code);
    expect(china).toEqual(["cn"]);
  });
});
