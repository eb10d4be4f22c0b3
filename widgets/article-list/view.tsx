import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, textLocale } from "../../core/store";
import { loadFragment } from "../../core/fragments";
import { fragmentPath } from "../../core/fragment-paths";
import { focusItem } from "../../core/dom";
import { pushEntry, replaceEntry } from "../../core/url-state";
import type { ViewProps } from "../../core/widget";
import { createArticleList, hasMore, type ArticleFilters, type ArticleList, type ArticleListState, type LoadedPage } from "./controller";
import { articleListText, statusText, type Shown } from "./messages";
import { articleListHref, readArticleUrl } from "./rules";
import type { ArticleListAttributes } from "./schema";

const TIMEOUT_MS = 8000;
/** §2 history entries carry a title; the journal's is its page name. */
export const HISTORY_TITLE = "editorial";
const ARTICLE = "[data-article-id]";
const CATEGORY_LINK = "a[data-filter-category]";
const YEAR_LINK = "a[data-filter-year]";

export interface ArticleListParts {
  feed: HTMLElement;
  status: HTMLElement;
  more: HTMLAnchorElement;
}

export function parts(element: HTMLElement): ArticleListParts {
  const feed = element.querySelector<HTMLElement>("[data-article-feed]");
  const status = element.querySelector<HTMLElement>("[data-article-status]");
  const more = element.querySelector<HTMLAnchorElement>("a[data-load-more]");
  if (!feed || !status || !more) throw new Error("missing the [data-article-feed], [data-article-status] or a[data-load-more] child");
  return { feed, status, more };
}

/** One page of the §7 fragment: its articles, and the totals its `[data-article-page]` element declares. */
async function loadPage(contentPath: string, editorial: string, filters: ArticleFilters, page: number, signal: AbortSignal): Promise<LoadedPage<HTMLElement>> {
  const fragment = await loadFragment(fragmentPath.editorialArticles(contentPath, editorial, { ...filters, page }), { signal, timeoutMs: TIMEOUT_MS });
  const meta = fragment.querySelector<HTMLElement>("[data-article-page]");
  const total = Number(meta?.dataset.totalCount);
  const pageCount = Number(meta?.dataset.pageCount);
  if (!Number.isInteger(total) || !Number.isInteger(pageCount)) throw new Error("missing total count in the article list response");
  return { items: [...fragment.querySelectorAll<HTMLElement>(ARTICLE)], total, pageCount };
}

/** APG feed: every article is focusable and knows its place in the whole list. */
function placeInFeed(items: readonly HTMLElement[], firstPosition: number, total: number): void {
  items.forEach((item, i) => {
    item.tabIndex = 0;
    item.setAttribute("aria-posinset", String(firstPosition + i));
    item.setAttribute("aria-setsize", String(total));
  });
}

/** The filter links point at the filters they would set, and the current ones say so. */
function markFilters(root: HTMLElement, filters: ArticleFilters): void {
  const mark = (selector: string, key: keyof ArticleFilters, attribute: "filterCategory" | "filterYear") => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>(selector)) {
      const value = link.dataset[attribute] ?? "";
      link.href = articleListHref(location.href, { ...filters, [key]: value });
      if ((filters[key] ?? "") === value) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  };
  mark(CATEGORY_LINK, "category", "filterCategory");
  mark(YEAR_LINK, "year", "filterYear");
}

const scrollState = () => ({ scrollY: Math.round(window.scrollY) });

export function ArticleListView({ attributes, element }: ViewProps<ArticleListAttributes>) {
  useSignals();
  const language = textLocale.value;
  const [{ feed, status, more }] = useState(() => parts(element));
  const [shown, setShown] = useState<Shown>(() => ({
    state: {
      filters: { category: attributes.category, year: attributes.year },
      page: attributes.page ?? 1,
      pageCount: attributes.pageCount,
      total: attributes.totalCount,
      count: feed.querySelectorAll(ARTICLE).length,
      status: "idle",
    },
  }));
  const list = useRef<ArticleList | undefined>(undefined);

  useLayoutEffect(() => {
    status.hidden = true;
    return () => void (status.hidden = false);
  }, [status]);

  useEffect(() => {
    const contentPath = attributes.contentPath ?? config.value.contentPath;
    let restoreScroll: number | undefined;
    const controller = createArticleList<HTMLElement>(
      {
        load: (filters, page, signal) => loadPage(contentPath, attributes.editorial, filters, page, signal),
        replace(items, state) {
          placeInFeed(items, 1, state.total);
          feed.replaceChildren(...items);
          setShown({ state });
          if (restoreScroll !== undefined) window.scrollTo({ top: restoreScroll, behavior: "instant" });
          restoreScroll = undefined;
        },
        append(items, state) {
          const before = [...feed.querySelectorAll<HTMLElement>(ARTICLE)];
          placeInFeed(before, 1, state.total);
          placeInFeed(items, before.length + 1, state.total);
          feed.append(...items); // one insertion for the page
          const first = items[0];
          if (first) focusItem(first);
          replaceEntry(HISTORY_TITLE, articleListHref(location.href, state.filters, state.page), scrollState());
          setShown({ state, appended: items.length });
        },
        onState(state) {
          const loading = state.status === "loading-more" || state.status === "loading-filters";
          feed.setAttribute("aria-busy", String(loading));
          more.toggleAttribute("aria-disabled", loading);
          more.hidden = state.status === "filters-failed" || (state.status !== "loading-filters" && !hasMore(state));
          more.href = articleListHref(location.href, state.filters, state.page + 1);
          setShown((previous) => ({ state, appended: state.status === "idle" && previous.state.status === "idle" ? previous.appended : undefined }));
        },
      },
      shown.state,
    );
    list.current = controller;

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[data-load-more]") === more) {
        event.preventDefault();
        controller.loadMore();
        return;
      }
      const link = target?.closest<HTMLAnchorElement>(`${CATEGORY_LINK}, ${YEAR_LINK}`);
      if (!link || !element.contains(link)) return;
      event.preventDefault();
      const key = link.matches(CATEGORY_LINK) ? "category" : "year";
      const filters = { ...controller.state.filters, [key]: link.dataset[key === "category" ? "filterCategory" : "filterYear"] };
      if (!controller.setFilters(filters)) return;
      replaceEntry(HISTORY_TITLE, location.href, scrollState()); // where this entry was left, for Back
      pushEntry(HISTORY_TITLE, articleListHref(location.href, filters), scrollState());
      markFilters(element, controller.state.filters);
    };

    const onPopState = (event: PopStateEvent) => {
      const { filters, page } = readArticleUrl(location.search);
      const scrollY = (event.state as { scrollY?: unknown } | null)?.scrollY;
      restoreScroll = typeof scrollY === "number" ? scrollY : undefined;
      controller.restore(filters, page);
      markFilters(element, filters);
    };

    // APG feed keys: Page Down / Page Up move between articles.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "PageDown" && event.key !== "PageUp") return;
      const article = event.target instanceof Element ? event.target.closest<HTMLElement>(ARTICLE) : null;
      if (!article || !feed.contains(article)) return;
      const next = event.key === "PageDown" ? article.nextElementSibling : article.previousElementSibling;
      if (!(next instanceof HTMLElement) || !next.matches(ARTICLE)) return;
      event.preventDefault();
      focusItem(next);
    };

    placeInFeed([...feed.querySelectorAll<HTMLElement>(ARTICLE)], 1, attributes.totalCount);
    markFilters(element, controller.state.filters);
    feed.setAttribute("aria-busy", "false"); // from here on, true while a page loads
    element.addEventListener("click", onClick);
    feed.addEventListener("keydown", onKeyDown);
    window.addEventListener("popstate", onPopState);
    return () => {
      element.removeEventListener("click", onClick);
      feed.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("popstate", onPopState);
      controller.destroy();
      list.current = undefined;
    };
  }, [element, attributes, feed, more]); // fixed for the element's life: runs once

  const failed = shown.state.status === "more-failed" || shown.state.status === "filters-failed";
  return (
    <>
      <p className={`${status.className} vitrine-article-list__status`} role="status">
        {statusText(language, shown)}
      </p>
      {failed && (
        <button type="button" className="vitrine-article-list__retry vitrine-retry" onClick={() => list.current?.retry()}>
          {articleListText(language, "retry")}
        </button>
      )}
    </>
  );
}
