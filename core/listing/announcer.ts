// The one voice of every listing: what its polite live region (live-region.tsx) says after a load ("8 more looks
// loaded", "More items could not be loaded.", the count after a new query…). A message is kept as a function of the
// language, so a language change relabels what is said instead of leaving the old language behind. No React here:
// the listing kit speaks through it, and only the view that renders the region needs React.
import { signal, type ReadonlySignal } from "@preact/signals-core";

/** A text in a language (the widget's own messages or the shared listing texts). */
export type Message = (language: string) => string;

export interface Announcer {
  readonly message: ReadonlySignal<Message | null>;
  /** Says `message`; null: silence. */
  say(message: Message | null): void;
  /** What is said now, in `language`. */
  text(language: string): string;
}

/** `initial`: what the live region says on mount (a status line taking over the server's says what it said). */
export function createAnnouncer(initial: Message | null = null): Announcer {
  const message = signal<Message | null>(initial);
  return {
    message,
    say: (next) => void (message.value = next),
    text: (language) => message.value?.(language) ?? "",
  };
}
