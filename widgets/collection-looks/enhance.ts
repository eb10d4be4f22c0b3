// Everything the grid does beyond load more, wired to the server DOM and undone on unmount: the listing (feed role and
// numbering, history, `look-id` on load and Back/Forward: feed.ts), look and gallery clicks, the feed keys.
import { onFeedKeys } from "../../core/listing/feed";
import type { LooksFeed } from "./feed";
import { connectLookClicks } from "./look-links";

export function enhance(feed: HTMLElement, looks: LooksFeed): () => void {
  const stop = looks.start();
  const offClicks = connectLookClicks(feed);
  const offKeys = onFeedKeys(feed);
  return () => {
    offKeys();
    offClicks();
    stop();
  };
}
