// §7 "Editorial article list" filters in the page URL: `category`, `year` and `page`, each optional (page 1 is
// written as no `page` at all, like the listings of §2). Pure.
import { URL_PARAM, readPositiveInt } from "../../core/url-state";
import { normaliseFilters, type ArticleFilters } from "./controller";

export const YEAR_PARAM = "year";

export function readArticleUrl(search: string): { filters: ArticleFilters; page: number } {
  const params = new URLSearchParams(search);
  return {
    filters: normaliseFilters({ category: params.get(URL_PARAM.category) ?? undefined, year: params.get(YEAR_PARAM) ?? undefined }),
    page: readPositiveInt(params, URL_PARAM.page),
  };
}

/** `href` showing `filters` at `page`; every other parameter and the hash are kept. */
export function articleListHref(href: string, filters: ArticleFilters, page = 1): string {
  const url = new URL(href);
  const { category, year } = normaliseFilters(filters);
  const set = (name: string, value: string | undefined) => (value ? url.searchParams.set(name, value) : url.searchParams.delete(name));
  set(URL_PARAM.category, category);
  set(YEAR_PARAM, year);
  set(URL_PARAM.page, page > 1 ? String(page) : undefined);
  return url.href;
}
