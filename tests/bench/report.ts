// Shared by the bench sections: medians, plain tables, budgets, progress lines, and a page's network tracker.
import type { Page, Request as PwRequest } from "playwright-core";

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

type Align = "l" | "r";

/** Plain aligned table: a header row, a rule, the rows. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => ((align[i] ?? (i === 0 ? "l" : "r")) === "l" ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export const fmtInt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
export const fmtMs = (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString("en-US")} ms` : "n/a");
export const fmtSignedMs = (n: number) =>
  Number.isFinite(n) ? `${n >= 0 ? "+" : "−"}${Math.abs(Math.round(n)).toLocaleString("en-US")} ms` : "n/a";
export const fmtKb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const fmtCls = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : "n/a");
export const fmtScore = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100)) : "n/a");
export const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

export function heading(title: string): void {
  console.log(`\n${title}\n${"=".repeat(title.length)}`);
}

export function progress(message: string): void {
  process.stderr.write(`  · ${message}\n`);
}

export interface Budget {
  name: string;
  actual: string;
  limit: string;
  pass: boolean;
}

export function printBudgets(budgets: readonly Budget[]): void {
  console.log("");
  console.log(
    table(
      ["budget", "actual", "limit", "result"],
      budgets.map((b) => [b.name, b.actual, b.limit, verdict(b.pass)]),
      ["l", "r", "r", "l"],
    ),
  );
}

/** In-flight requests of one page (Playwright's own "networkidle" can wait forever on a request it lost track of). */
export function networkTracker(page: Page) {
  const pending = new Set<PwRequest>();
  let lastActivity = Date.now();
  page.on("request", (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const finish = (request: PwRequest) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  return {
    /** Resolves when nothing was in flight for `quietMs`; after `timeoutMs`, returns the URLs still pending. */
    async quiet(quietMs = 500, timeoutMs = 15_000): Promise<string[]> {
      const started = Date.now();
      for (;;) {
        if (pending.size === 0 && Date.now() - lastActivity >= quietMs) return [];
        if (Date.now() - started > timeoutMs) return [...pending].map((r) => r.url().replace(/^https?:\/\/[^/]+/, ""));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export type Network = ReturnType<typeof networkTracker>;
