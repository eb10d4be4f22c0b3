// §6 showcase: a feature switched off hides its whole block (its entry point) instead of enhancing it.
import type { ShowcaseFeature } from "../config";
import { showcase } from "../store";

/** Hides `element` when showcase turns `feature` off; returns what shows it again, or undefined when it stays. */
export function hideForShowcase(element: HTMLElement, feature: ShowcaseFeature): (() => void) | undefined {
  if (!showcase.value[feature]) return undefined;
  const wasHidden = element.hidden;
  element.hidden = true;
  return () => void (element.hidden = wasHidden);
}
