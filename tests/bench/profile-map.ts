// V8 CPU profile samples named by original source file and function, through dist/'s source maps: for the bench's
// profiling tools (tile-profile.ts, long-tasks.ts).
import { readFileSync } from "node:fs";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
export interface Sample {
  /** Microseconds, on the trace's clock. */
  ts: number;
  ms: number;
  file: string;
  fn: string;
}

/** Names profile frames served by the fixture server at `origin` (its /dist/ files have their maps beside them). */
export function sourceMapper(origin: string) {
  const maps = new Map<string, TraceMap | null>();
  function mapOf(url: string): TraceMap | null {
    if (!maps.has(url)) {
      const path = new URL(url).pathname;
      let map: TraceMap | null = null;
      try {
        if (path.startsWith("/dist/")) map = new TraceMap(readFileSync(`dist/${path.slice("/dist/".length)}.map`, "utf8"));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  }

  /** "source file" and "source file:line function" of a frame. */
  function whereOf({ functionName, url, lineNumber, columnNumber }: ProfileNode["callFrame"]): [string, string] {
    if (!url) return [`(${functionName || "native"})`, `(${functionName || "native"})`];
    const map = mapOf(url);
    if (!map) {
      const short = url.replace(origin, "");
      return [short, `${short}: ${functionName || "(anonymous)"}`];
    }
    const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (position.source ?? url).replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "node_modules/");
    return [source, `${source}:${position.line ?? "?"} ${position.name ?? (functionName || "(anonymous)")}`];
  }

  return {
    /** Every sample of JS, GC or native code (idle and "(program)", the engine's own bookkeeping, left out). */
    samples(profile: Profile): Sample[] {
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const out: Sample[] = [];
      let ts = profile.startTime;
      profile.samples.forEach((id, i) => {
        ts += profile.timeDeltas[i] ?? 0;
        const [file, fn] = whereOf(nodes.get(id)!.callFrame);
        if (file !== "(idle)" && file !== "(program)") out.push({ ts, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, file, fn });
      });
      return out;
    },
  };
}
