// One layout-shift recorder for every CLS check: sums the shifts and keeps, for the failure message, when each
// happened, at which viewport size, and which boxes moved from where to where.
import type { Page } from "@playwright/test";

export interface Shifts {
  /** Shifts not right after input: what CLS counts. */
  unexpected: number;
  /** Every shift, input or not. */
  all: number;
  /** One line per shift: time, value, viewport, and the moved boxes (previous → current rect). */
  report: string;
}

declare global {
  interface Window {
    vitrineShifts?: { unexpected: number; all: number; lines: string[]; flush(): void };
  }
}

function install(buffered: boolean): void {
  const seen = (window.vitrineShifts = { unexpected: 0, all: 0, lines: [] as string[], flush: () => {} });
  type Rect = { x: number; y: number; width: number; height: number };
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
  };
  const rect = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
  const record = (entries: Shift[]) => {
    for (const entry of entries) {
      seen.all += entry.value;
      if (!entry.hadRecentInput) seen.unexpected += entry.value;
      const moved = entry.sources.map((s) => {
        const name = s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node?.nodeName);
        return `${name} [${rect(s.previousRect)}]→[${rect(s.currentRect)}]`;
      });
      seen.lines.push(
        `${Math.round(entry.startTime)} ms +${entry.value.toFixed(4)}${entry.hadRecentInput ? " (input)" : ""} at ${innerWidth}×${innerHeight}: ${moved.join("; ")}`,
      );
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries() as Shift[]));
  observer.observe({ type: "layout-shift", buffered });
  seen.flush = () => record(observer.takeRecords() as Shift[]);
}

function read(page: Page): () => Promise<Shifts> {
  return () =>
    page.evaluate(async () => {
      // Shifts are measured when a frame renders and delivered later: render two frames, then take what is pending.
      await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
      const seen = window.vitrineShifts!;
      seen.flush();
      return { unexpected: seen.unexpected, all: seen.all, report: seen.lines.join("\n") || "no shifts" };
    });
}

/** Records from the next navigation's first paint on: call before `goto`. */
export async function shiftsFromLoad(page: Page): Promise<() => Promise<Shifts>> {
  await page.addInitScript(install, true);
  return read(page);
}

/** Records from now on, on the current document. */
export async function shiftsFromNow(page: Page): Promise<() => Promise<Shifts>> {
  await page.evaluate(install, false);
  return read(page);
}
