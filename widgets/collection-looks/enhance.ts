// Everything the grid does beyond load more, wired to the server DOM and undone on unmount: the listing (feed role and
// numbering, history, `look-id` on load and Back/Forward: feed.ts), look clicks and the gallery seam, the feed keys.
import { onFeedKeys } from "../../core/listing/feed";
import type { LooksFeed } from "./feed";
import { createGallerySeam } from "./gallery-seam";
import { connectLookClicks } from "./look-links";

export function enhance(feed: HTMLElement, looks: LooksFeed): () => void {
  const stop = looks.start();
  const gallery = createGallerySeam();
  const offClicks = connectLookClicks(feed, gallery);
  const offKeys = onFeedKeys(feed);
  return () => {
    offKeys();
    offClicks();
    gallery.dispose();
    stop();
  };
}
