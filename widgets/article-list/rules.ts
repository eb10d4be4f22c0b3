// §7 "Editorial article list" filters in the page URL: `category`, `year` and `page`, each optional (page 1 is
// written as no `page` at all, like the listings of §2). Pure.
import { URL_PARAM, readPositiveInt } from "../../core/url-state";

export const YEAR_PARAM = "year";

export interface ArticleFilters {
  category?: string;
  year?: string;
}

const norm = (value: string | undefined) => value?.trim() || undefined;

export function normaliseFilters(filters: ArticleFilters): ArticleFilters {
  const out: ArticleFilters = {};
  const category = norm(filters.category);
  const year = norm(filters.year);
  if (category) out.category = category;
  if (year) out.year = year;
  return out;
}

/** One string per distinct filter set: the listing engine never asks twice for the filters shown. */
export const filtersKey = (filters: ArticleFilters): string => JSON.stringify([norm(filters.category) ?? "", norm(filters.year) ?? ""]);

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
