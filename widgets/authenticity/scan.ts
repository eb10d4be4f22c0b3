// Web NFC (Chrome on Android): where the browser offers `NDEFReader`, "scan again" reads the next tag in the page.
// Elsewhere nothing of it is drawn: the tag's URL opens the page on any phone, no app and no NFC permission needed.
// A tag's URL record is read as data: only a path on this page's origin is taken, and its tap checked like the page's.
import { sameOriginPath } from "../../core/safe-url";

interface NdefRecord {
  recordType: string;
  data?: DataView;
}
interface NdefReadingEvent extends Event {
  message: { records: readonly NdefRecord[] };
}
interface NdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}
type NdefReaderConstructor = new () => NdefReader;

const readerClass = (): NdefReaderConstructor | undefined => (globalThis as { NDEFReader?: NdefReaderConstructor }).NDEFReader;

export const canScan = (): boolean => typeof readerClass() === "function";

/** The first URL record's same-origin path, or null (no URL, another origin). */
export function tagPath(event: NdefReadingEvent): string | null {
  for (const record of event.message.records) {
    if ((record.recordType !== "url" && record.recordType !== "absolute-url") || !record.data) continue;
    return sameOriginPath(new TextDecoder().decode(record.data));
  }
  return null;
}

export interface ScanHandlers {
  /** A tag was read: its same-origin path, or null when it carried none. */
  read(path: string | null): void;
  /** The scan could not start (permission refused, NFC off) or the tag could not be read. */
  failed(error: unknown): void;
}

/** Reads one tag; the returned function stops waiting. */
export function scanOnce({ read, failed }: ScanHandlers): () => void {
  const Reader = readerClass();
  const stop = new AbortController();
  if (!Reader) return () => undefined;
  const reader = new Reader();
  reader.addEventListener(
    "reading",
    (event) => {
      stop.abort();
      read(tagPath(event as NdefReadingEvent));
    },
    { signal: stop.signal },
  );
  reader.addEventListener("readingerror", (event) => failed(event), { signal: stop.signal });
  reader.scan({ signal: stop.signal }).catch((error: unknown) => {
    if (!stop.signal.aborted) failed(error);
  });
  return () => stop.abort();
}
