// The live region of every listing (role="status"), saying what its announcer (announcer.ts) says, in the page's
// language.
import { useSignals } from "@preact/signals-react/runtime";
import { textLocale } from "../store";
import type { Announcer } from "./announcer";

export function LiveRegion({ announcer, className }: { announcer: Announcer; className: string }) {
  useSignals();
  return (
    <p className={className} role="status">
      {announcer.text(textLocale.value)}
    </p>
  );
}
