// §9 "Search facets": the facets in their order, which ones show, how a selection lives in the URL and how it
// matches a product (OR inside a facet, AND across facets). Pure: the widget, the fixture search and the server
// page all use these.
import { QUERY_PARAM } from "../../core/site-paths";

/** §9 order. The URL parameter of each facet is its name. */
export const FACET_NAMES = ["categories2", "categories3", "collection", "ColorGroup", "MaterialGroup", "SizeGroup"] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Selected values per facet; a facet with nothing selected has no key. */
export type FacetSelection = Readonly<Partial<Record<FacetName, readonly string[]>>>;

/** §9: categories level 3 and SizeGroup are shown after level 2, i.e. once a level-2 value is selected. */
const AFTER_LEVEL_2: ReadonlySet<FacetName> = new Set(["categories3", "SizeGroup"]);

export function isFacetName(name: string): name is FacetName {
  return (FACET_NAMES as readonly string[]).includes(name);
}

/** Trimmed, non-empty, first occurrence kept. */
function clean(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

function build(entries: Iterable<readonly [FacetName, readonly string[]]>): FacetSelection {
  const out: Partial<Record<FacetName, readonly string[]>> = {};
  for (const [name, values] of entries) {
    const kept = clean(values);
    if (kept.length > 0) out[name] = kept;
  }
  return out;
}

/** The selection in a query string: every facet is a repeated parameter (`ColorGroup=black&ColorGroup=red`). */
export function parseFacets(params: URLSearchParams): FacetSelection {
  return build(FACET_NAMES.map((name) => [name, params.getAll(name)] as const));
}

/** `params` with its facet parameters replaced by `selection`, in §9 order after every other parameter. */
export function writeFacets(params: URLSearchParams, selection: FacetSelection): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (!isFacetName(key)) out.append(key, value);
  for (const name of FACET_NAMES) for (const value of clean(selection[name] ?? [])) out.append(name, value);
  return out;
}

/** The facets shown for a selection, in §9 order. */
export function visibleFacets(selection: FacetSelection): FacetName[] {
  const level2 = (selection.categories2?.length ?? 0) > 0;
  return FACET_NAMES.filter((name) => level2 || !AFTER_LEVEL_2.has(name));
}

/**
 * The selection that applies: values of hidden facets are dropped, and a level-3 value only counts while its
 * level-2 parent is selected (`parentOf` gives it; an unknown value has no parent and is dropped).
 */
export function effectiveSelection(selection: FacetSelection, parentOf: (level3: string) => string | undefined): FacetSelection {
  const visible = new Set(visibleFacets(selection));
  const level2 = new Set(selection.categories2 ?? []);
  return build(
    FACET_NAMES.filter((name) => visible.has(name)).map((name) => {
      const values = selection[name] ?? [];
      if (name !== "categories3") return [name, values] as const;
      return [name, values.filter((value) => level2.has(parentOf(value) ?? ""))] as const;
    }),
  );
}

export function sameSelection(a: FacetSelection, b: FacetSelection): boolean {
  return FACET_NAMES.every((name) => {
    const x = a[name] ?? [];
    const y = b[name] ?? [];
    return x.length === y.length && x.every((value, i) => value === y[i]);
  });
}

/** The search state of a URL: query and facets. */
export interface SearchState {
  query: string;
  facets: FacetSelection;
}

export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  return { query: params.get(QUERY_PARAM)?.trim() ?? "", facets: parseFacets(params) };
}

/**
 * `href` showing `state`: query and facets replaced, `page` dropped (a new search or filter starts at page 1),
 * every other parameter and the hash kept.
 */
export function searchHref(href: string, state: SearchState): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  params.delete("page");
  if (state.query) params.set(QUERY_PARAM, state.query);
  else params.delete(QUERY_PARAM);
  url.search = writeFacets(params, state.facets).toString();
  return url.href;
}

export function sameSearch(a: SearchState, b: SearchState): boolean {
  return a.query === b.query && sameSelection(a.facets, b.facets);
}
