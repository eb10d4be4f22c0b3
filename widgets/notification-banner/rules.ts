// The notification banner's rules (§3 "Notification banner"), no DOM.

export type BannerType = "small" | "big";

/** §3: small or big; any other value becomes small. */
export function bannerType(value: string | undefined): BannerType {
  return value?.trim().toLowerCase() === "big" ? "big" : "small";
}

/** Which live role announces the banner: one that leaves by itself must be heard before it goes (assertive); one that
 * stays is announced politely. */
export function liveRole(autoDismissMs: number | undefined): "alert" | "status" {
  return autoDismissMs ? "alert" : "status";
}

/** When the banner dismisses itself, in ms, or undefined. A pushing banner never does: collapsing it under the shopper's
 * eyes would move the page (CLS); authoring mode never does either (§6 nothing moves while an author edits). */
export function autoDismissAfter(
  timing: number | undefined,
  { isPushing, authoring }: { isPushing: boolean; authoring: boolean },
): number | undefined {
  return timing && !isPushing && !authoring ? timing : undefined;
}

/** What the live region says: the title (when any), the message, then the submessage. */
export function announcement(parts: { bannerTitle?: string | undefined; message: string; submessage?: string | undefined }): string {
  const said = [parts.bannerTitle, parts.message, parts.submessage].filter((p): p is string => Boolean(p));
  // A full stop between parts, unless the author already ended one with a sentence mark.
  return said.map((p, i) => (i < said.length - 1 && !/[.!?。！？…]$/u.test(p) ? `${p}.` : p)).join(" ");
}
