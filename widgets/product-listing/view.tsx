import { useEffect, useRef, useState } from "react";
import { createAnnouncer } from "../../core/listing/announcer";
import { LiveRegion } from "../../core/listing/live-region";
import { useSignals } from "@preact/signals-react/runtime";
import { textLocale } from "../../core/store";
import type { ViewProps } from "../../core/widget";
import { mountListing } from "./listing";
import type { ListingAttributes } from "./schema";

/** The listing works on the server's markup (listing.ts); React renders its voice: the polite live region that
 * announces loads and counts, and the failure message under the load-more button. */
export function ProductListing({ attributes, element }: ViewProps<ListingAttributes>) {
  useSignals();
  const language = textLocale.value;
  const [announcer] = useState(createAnnouncer);
  const [error, setError] = useState<string>();
  const listing = useRef<ReturnType<typeof mountListing>>(undefined);

  useEffect(() => {
    const mounted = mountListing(element, attributes, { announcer, showError: setError });
    listing.current = mounted;
    return () => {
      listing.current = undefined;
      mounted.destroy();
    };
  }, [element, attributes, announcer]);
  useEffect(() => listing.current?.relabel(), [language]);

  return (
    <>
      {error && <p className="vitrine-listing__error">{error}</p>}
      <LiveRegion announcer={announcer} className="vitrine-listing__announcement" />
    </>
  );
}
