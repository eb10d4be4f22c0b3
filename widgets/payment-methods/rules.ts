// The payment area's pure rules (no DOM).
import type { InstalmentSettings } from "../../markets/markets";
import { instalmentCounts } from "../../core/checkout/rules";

/** §9 Instalments: the select's options for a grand total, "1" (in full) first, then the counts offered. */
export function instalmentOptions(grandTotal: number, settings: InstalmentSettings): number[] {
  const counts = instalmentCounts(grandTotal, settings);
  return counts.length ? [1, ...counts] : [];
}

/** The count kept when the options change: the one chosen while still offered, else in full. */
export function keptInstalments(chosen: number, options: readonly number[]): number {
  return options.includes(chosen) ? chosen : 1;
}

/** What the express box says once every wallet has answered: nothing when a wallet shows; otherwise that none is
 * available, or, when none could even be loaded, that loading failed. */
export function expressNote(shown: number, failed: number, wallets: number): "none" | "expressNone" | "expressFailed" {
  if (shown > 0) return "none";
  return wallets > 0 && failed === wallets ? "expressFailed" : "expressNone";
}
