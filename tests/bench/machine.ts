// The machine's own speed, printed beside the figures: a fixed single-threaded JS workload timed in Node (the same
// work on every machine, so its time compares machines), and the load average. Lighthouse's own `benchmarkIndex`
// (measured inside Chromium at each run) is collected by the Lighthouse section.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { median } from "./report";

/** Integer hashing and array sorting: branchy, allocation-light, JIT-friendly code typical of page scripts. */
function workload(): number {
  let hash = 2166136261;
  for (let i = 0; i < 3_000_000; i++) hash = Math.imul(hash ^ i, 16777619) >>> 0;
  const values = Array.from({ length: 200_000 }, (_, i) => Math.imul(i, 2654435761) >>> 0);
  values.sort((a, b) => a - b);
  return hash ^ values[values.length >> 1]!;
}

export interface MachineSpeed {
  /** Median time of the fixed workload, ms (lower is faster). */
  microBenchMs: number;
  microBenchRunsMs: number[];
  cpus: number;
  cpuModel: string;
  loadAverage1m: number;
}

export function machineSpeed(runs = 7): MachineSpeed {
  workload(); // warm-up: let the JIT compile it
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    workload();
    times.push(Math.round(performance.now() - started));
  }
  return {
    microBenchMs: median(times),
    microBenchRunsMs: times,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    loadAverage1m: loadavg()[0]!,
  };
}

export function describeMachine(m: MachineSpeed): string {
  return `${m.cpus} × ${m.cpuModel}; JS micro-benchmark ${m.microBenchMs} ms (runs ${m.microBenchRunsMs.join(", ")}); 1-min load ${m.loadAverage1m.toFixed(1)}`;
}
