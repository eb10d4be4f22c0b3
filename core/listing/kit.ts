// The listing kit: binds one listing (the engine, engine.ts) to the page. It owns what every listing does around its
// rendering: the URL and the history in one of four modes (§2), Back/Forward through the one popstate path
// (history.ts), the reader's place on the entry left, focus after a load the reader asked for (§4), the live region's
// messages after a load and a failure, and the developer error of a failed load (§8). A listing is its configuration
// plus its own rendering (README "A new listing").
import { reportWidgetError } from "../errors";
import { on } from "../events";
import { focusItem } from "../dom";
import { pushEntry, replaceEntry } from "../url-state";
import { createAnnouncer, type Announcer, type Message } from "./announcer";
import { createListing, type ListingOptions, type Update } from "./engine";
import type { ListingState, Load, Trigger } from "./paging";
import { entryState, onBackForward, rememberScroll, restoreScroll, savedScroll } from "./history";

/** What a history entry names: pages 1..page of a query. */
export interface Entry<Q> {
  query: Q;
  page: number;
}

/**
 * How a listing writes the history (§2; README "History modes"):
 * - `push`: a load more, once shown, pushes an entry of its page; a query picked here (`select`) pushes one at once;
 * - `rewrite`: a load more, once shown, rewrites `page` on the current entry; a query picked here pushes an entry;
 * - `replace`: `page` follows the page in view (`pageInView`), omitted for page 1, on the current entry; the query is
 *   the URL's (`listing-query`), and the listing restores its own scroll position;
 * - `follow`: writes nothing; the query is the URL's.
 * Back/Forward: `push` and `rewrite` show exactly the entry's pages; `replace` and `follow` load the entry's query.
 */
export type History<Q> =
  | {
      mode: "push" | "rewrite" | "replace";
      /** The title of the entries it writes (§2). */
      title: string;
      /** The current URL made to name `entry`, every other parameter and the hash kept. */
      write(entry: Entry<Q>): string;
      /** What an entry it pushes carries in its state (default: its page). */
      state?(entry: Entry<Q>): Record<string, unknown>;
    }
  | { mode: "follow" };

/** What the listing's live region says. */
export interface Voice<Q, P> {
  /** When a load the reader asked for starts. */
  loading?: Message;
  /** Once a load (or memory) shows pages; undefined: nothing new. */
  loaded?(update: Update<Q, P>): Message | undefined;
  /** A load failed. */
  failed?(load: Load<Q>): Message;
}

export interface ListingKitOptions<Q, P> extends Pick<ListingOptions<Q, P>, "rules" | "initial" | "fetchPage"> {
  /** Who a failure report names (§8 developer errors). */
  widget: string;
  element: HTMLElement;
  /** The query and page the current URL names (§2, §9 parameters). */
  read(): Entry<Q>;
  history: History<Q>;
  /** The listing's own rendering of one change (engine.ts `Update`); returns the items it added, in order. */
  render(update: Update<Q, P>): readonly HTMLElement[];
  /** The items shown, in order: after a load more that added none, focus goes to the last (never to <body>). */
  items?(): readonly HTMLElement[];
  /** After every state change: the listing's controls (button, spinner, counter, status line). */
  changed?(state: ListingState<Q>): void;
  /** After a load is shown and written to the history (tracking). */
  loaded?(update: Update<Q, P>): void;
  /** Scrolls to what the URL names (a look, a product, a page): on start, and on Back/Forward to the entry shown. */
  reveal?(how: "load" | "back"): void;
  voice?: Voice<Q, P>;
  /** The developer error of a failed load, from its cause; absent: the failure is only shown and said. */
  report?(error: unknown): string;
  /** The live region the view renders (default: a new one). */
  announcer?: Announcer;
  /** `replace`/`follow`: every `listing-query` concerns it, not only those naming its element's id (the journal
   * follows `q` whichever grid a search form names). */
  followsEveryQuery?: boolean;
}

export function bindListing<Q, P>(options: ListingKitOptions<Q, P>) {
  const { rules, read, history: writer, voice = {} } = options;
  const { mode } = writer;
  const announcer = options.announcer ?? createAnnouncer();
  const sameEntry = (a: Entry<Q>, b: Entry<Q>) => rules.keyOf(a.query) === rules.keyOf(b.query) && a.page === b.page;
  /** The entry the listing last wrote or came back to. */
  let entry: Entry<Q> = { query: options.initial.query, page: options.initial.page };
  /** Where the reader was on the entry Back/Forward went to. */
  let scrollBack: number | undefined;

  const engine = createListing<Q, P>({
    rules,
    initial: options.initial,
    fetchPage: options.fetchPage,
    show(update) {
      const added = options.render(update);
      if (update.how !== "cleared") follow(update, added);
    },
    failed(error, load) {
      const { widget, element, report } = options;
      if (report) reportWidgetError({ widget, element, message: report(error), cause: error });
      if (voice.failed) announcer.say(voice.failed(load));
    },
    changed: options.changed,
  });

  /** What follows a change the list shows: history, focus, the reader's place, the message, tracking. */
  function follow(update: Update<Q, P>, added: readonly HTMLElement[]): void {
    const { load, how } = update;
    if (how === "loaded") write(update);
    if (how === "loaded" && load.kind === "more" && load.byUser) {
      const target = added[0] ?? options.items?.().at(-1);
      if (target) focusItem(target);
    }
    // A Back that had to fetch: too late for the browser's own restoration. A retry the reader pressed stays put.
    if (how === "loaded" && load.kind === "restore" && !load.byUser) restoreScroll(scrollBack);
    const message = voice.loaded?.(update);
    if (message) announcer.say(message);
    options.loaded?.(update);
  }

  /** §2: what a load writes to the history once it shows. */
  function write({ load, keep, state }: Update<Q, P>): void {
    const shown = { query: state.query, page: state.page };
    if (writer.mode === "push" && load.kind === "more") push(shown, Math.round(scrollY));
    else if (writer.mode === "rewrite" && load.kind === "more") {
      replaceEntry(writer.title, writer.write(shown), { ...entryState(), page: shown.page });
      entry = shown;
    } else if (writer.mode === "replace" && keep === 0) replacePage(shown.query, 1);
  }

  function push(next: Entry<Q>, top: number): void {
    if (writer.mode === "follow") return;
    rememberScroll(writer.title, top);
    pushEntry(writer.title, writer.write(next), writer.state?.(next) ?? { page: next.page });
    entry = next;
  }

  /** `replace`: the current entry names `page` (none for 1). */
  function replacePage(query: Q, page: number): void {
    if (writer.mode !== "replace" || read().page === page) return;
    replaceEntry(writer.title, writer.write({ query, page }), { ...entryState(), page });
  }

  function cancel(): void {
    if (!engine.state.value.loading) return;
    engine.cancel();
    announcer.say(null);
  }

  /** Back/Forward (§2). */
  function backForward(state: unknown): void {
    const target = read();
    if (mode === "replace" || mode === "follow") {
      const before = engine.state.value.query;
      void engine.query(target.query);
      const { query, loading } = engine.state.value;
      if (query === before && !loading) options.reveal?.("back");
      return;
    }
    // The entry shown (only the hash moved): a load more on its way was asked for on the entry just left.
    if (sameEntry(target, entry)) {
      if (engine.state.value.loading?.kind === "more") cancel();
      options.reveal?.("back");
      return;
    }
    entry = target;
    scrollBack = savedScroll(state);
    void engine.restore(target.query, target.page);
  }

  return {
    state: engine.state,
    announcer,
    /** Listens (Back/Forward; the URL's queries in `replace` and `follow`) and scrolls to what the URL names; returns
     * the teardown, which also drops the load in flight. */
    start(): () => void {
      const stops = [onBackForward(backForward), () => engine.destroy()];
      if (mode === "replace" || mode === "follow") {
        const id = options.element.id;
        const concerns = (listing: string | undefined) => options.followsEveryQuery || listing === undefined || listing === id;
        stops.push(on("listing-query", ({ listing }) => concerns(listing) && void engine.query(read().query)));
        void engine.query(read().query);
      }
      if (mode === "replace") {
        const restoration = history.scrollRestoration;
        history.scrollRestoration = "manual"; // the listing restores its own position; the browser's would fight it
        stops.push(() => (history.scrollRestoration = restoration));
      }
      options.reveal?.("load");
      return () => stops.forEach((stop) => stop());
    },
    /** The button (user) or auto-load: the next page, or the failed request again. */
    more(trigger: Trigger = "user"): Promise<void> {
      const before = engine.state.value;
      const loading = engine.more(trigger);
      if (trigger === "user" && voice.loading && engine.state.value !== before) announcer.say(voice.loading);
      return loading;
    },
    /** A query the reader picks here (a tab, a filter link): page 1 of it, under the rules; an entry is pushed at once
     * when the listing takes it (`push`, `rewrite`). */
    select(query: Q): Promise<void> {
      const top = Math.round(scrollY);
      const before = engine.state.value;
      const loading = engine.query(query);
      const after = engine.state.value;
      const shown = after.loading ? { query: after.loading.query, page: 1 } : { query: after.query, page: after.page };
      if (after !== before && !sameEntry(shown, entry)) push(shown, top);
      return loading;
    },
    /** A query from elsewhere (the URL already names it): page 1 of it. */
    query: (query: Q): Promise<void> => engine.query(query),
    /** Drops the load in flight (the list keeps its pages) and what was said of it. */
    cancel,
    /** §4 generic load-more events. */
    loadMore: engine.loadMore,
    /** `replace`: the page in view changed. */
    pageInView: (page: number): void => replacePage(engine.state.value.query, page),
  };
}

export type BoundListing<Q, P = unknown> = ReturnType<typeof bindListing<Q, P>>;
