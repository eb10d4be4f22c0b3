// Everything the grid does beyond load more, wired to the server DOM and undone on unmount: the feed role and
// numbering, look clicks and the gallery seam, the feed keys, and the hash `look-id` on load and on Back/Forward.
import { onFeedKeys } from "../../core/listing/feed";
import type { LooksFeed } from "./feed";
import { createGallerySeam } from "./gallery-seam";
import { connectLookClicks, scrollToHashLook } from "./look-links";

export function enhance(feed: HTMLElement, looks: LooksFeed): () => void {
  const unmark = looks.start();
  const gallery = createGallerySeam();
  const offClicks = connectLookClicks(feed, gallery);
  const offKeys = onFeedKeys(feed);
  // Back/Forward mid-load: the answer belongs to the entry just left, so it is dropped (never a stale grid).
  const onPopState = () => {
    looks.cancel();
    scrollToHashLook(feed, location.hash);
  };
  window.addEventListener("popstate", onPopState);
  scrollToHashLook(feed, location.hash);
  return () => {
    window.removeEventListener("popstate", onPopState);
    offKeys();
    offClicks();
    gallery.dispose();
    looks.cancel();
    unmark();
  };
}
