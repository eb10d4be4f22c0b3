// The one voice of every listing: a polite live region (role="status") saying what a load did ("8 more looks
// loaded", "More items could not be loaded.", the count after a new query…). A message is kept as a function of the
// language, so a language change relabels what is said instead of leaving the old language behind.
import { signal, type ReadonlySignal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { textLocale } from "../store";

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

/** The live region itself, in the page's language. */
export function LiveRegion({ announcer, className }: { announcer: Announcer; className: string }) {
  useSignals();
  return (
    <p className={className} role="status">
      {announcer.text(textLocale.value)}
    </p>
  );
}
