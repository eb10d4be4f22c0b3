// Medians and spreads for the bench tables: every figure is printed with its interquartile range and its extremes,
// so a reader sees at once whether a difference is larger than the noise of the machine it ran on.

export interface Spread {
  n: number;
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
}

/** Quantile by linear interpolation between order statistics (R type 7, the spreadsheet default). */
function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export function spread(values: readonly number[]): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** "1,234 [1,200–1,300] (1,100–1,500)": median [IQR] (min–max), each value through `fmt`. */
export function fmtSpread(s: Spread, fmt: (n: number) => string): string {
  if (s.n === 0) return "n/a";
  return `${fmt(s.median)} [${fmt(s.q1)}–${fmt(s.q3)}] (${fmt(s.min)}–${fmt(s.max)})`;
}
