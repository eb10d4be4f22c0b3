// The looks feed (§4 "Load more (collection and special collection)", §7 "Looks load", §8 "Looks load failure"): the
// core paging machine with 8 looks per page decides; the core listing feed numbers the looks; this does the request
// and the DOM. One request at a time; the looks of a page go in with one insertion; `page` is rewritten on the
// current history entry (§2). Back/Forward mid-load cancels: the request is aborted and its late answer never
// reaches the grid. A failure keeps the button for a retry of the same page.
import { signal } from "@preact/signals-react";
import { focusItem } from "../../core/dom";
import { markFeed, numberArticles, setBusy } from "../../core/listing/feed";
import { latestRequest } from "../../core/listing/requests";
import { cancelled, failed, loaded, mountPaging, startNext, type PagingState } from "../../core/paging";
import { DEFAULT_CATEGORY, URL_PARAM, replaceEntry, withQuery } from "../../core/url-state";
import { fragmentOf, lookElements, placeholders } from "./looks-dom";
import { COLLECTION_ENTRY, LOOKS_PER_PAGE, feedSetSize, placeholderCount } from "./rules";

export type Announcement = { kind: "loading" } | { kind: "loaded"; count: number } | { kind: "failed" };

export interface FeedState {
  paging: PagingState;
  /** The last request failed (§8): the button is off and the message shows. */
  failed: boolean;
  /** What the live region says. */
  announcement: Announcement | null;
}

export interface LooksFeedOptions {
  feed: HTMLElement;
  /** The page the URL names (§2 `page`). */
  page: number;
  declaredTotal?: number;
  /** The server rendered a load-more link (it renders none once every look is shown). */
  canLoadMore: boolean;
  fetchPage(page: number, signal: AbortSignal): Promise<DocumentFragment>;
  onError(error: unknown): void;
}

export type LooksFeed = ReturnType<typeof createLooksFeed>;

export function createLooksFeed({ feed, page, declaredTotal, canLoadMore, fetchPage, onError }: LooksFeedOptions) {
  const count = lookElements(feed).length;
  const mounted = mountPaging({ page, count, category: DEFAULT_CATEGORY, totalCount: declaredTotal, perPage: LOOKS_PER_PAGE });
  const state = signal<FeedState>({ paging: { ...mounted, active: mounted.active && canLoadMore }, failed: false, announcement: null });
  const request = latestRequest();
  let room: HTMLElement | undefined;

  const update = (patch: Partial<FeedState>) => (state.value = { ...state.value, ...patch });
  const setSizeOf = (paging: PagingState) => feedSetSize({ declaredTotal, count: paging.count, ended: !paging.active && !paging.failed });

  function settle(): void {
    room?.remove();
    room = undefined;
    setBusy(feed, false);
  }

  /** Makes the grid an APG feed and numbers the looks the server rendered; returns the undo. */
  function start(): () => void {
    const unmark = markFeed(feed);
    numberArticles(lookElements(feed), 1, setSizeOf(state.value.paging));
    return unmark;
  }

  /** The button: the next page, or the failed one again. */
  async function loadMore(): Promise<void> {
    const next = startNext(state.value.paging);
    if (!next) return;
    const before = lookElements(feed);
    const job = request.begin();
    room = placeholders(before[0], placeholderCount(before.length, declaredTotal));
    feed.append(room);
    setBusy(feed, true);
    update({ paging: next.state, failed: false, announcement: { kind: "loading" } });
    try {
      const response = await fetchPage(next.request.page, job.signal);
      if (!job.isCurrent()) return; // cancelled meanwhile
      job.end();
      const looks = lookElements(response);
      const paging = loaded(state.value.paging, { added: looks.length, perPage: LOOKS_PER_PAGE });
      const setSize = setSizeOf(paging);
      if (setSize !== setSizeOf(state.value.paging)) numberArticles(before, 1, setSize); // the end is known now
      numberArticles(looks, before.length + 1, setSize);
      room.replaceWith(fragmentOf(looks));
      settle();
      update({ paging, announcement: { kind: "loaded", count: looks.length } });
      const entry = typeof history.state === "object" && history.state !== null ? history.state : {};
      replaceEntry(COLLECTION_ENTRY, withQuery(location.href, { [URL_PARAM.page]: paging.page }), { ...entry, page: paging.page });
      const first = looks[0] ?? before.at(-1);
      if (first) focusItem(first);
    } catch (error) {
      if (!job.isCurrent()) return;
      job.end();
      settle();
      update({ paging: failed(state.value.paging, next.request), failed: true, announcement: { kind: "failed" } });
      onError(error);
    }
  }

  /** Back/Forward mid-load: abort, drop the placeholders, and wait for the next load more. */
  function cancel(): void {
    if (!request.running) return;
    request.cancel();
    settle();
    update({ paging: cancelled(state.value.paging), announcement: null });
  }

  return { state, start, loadMore, cancel };
}
