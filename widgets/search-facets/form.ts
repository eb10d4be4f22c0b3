// The facets form in the page: reads and writes the checkboxes (and the `q` field associated with the form), shows
// the facets §9 shows, and keeps the URL and the listing in step. The server form works alone (GET); this only
// enhances it.
import { emit } from "../../core/events";
import { onBackForward } from "../../core/listing/history";
import { pushEntry } from "../../core/url-state";
import { QUERY_PARAM } from "../../core/site-paths";
import {
  effectiveSelection,
  isFacetName,
  readSearchState,
  sameSearch,
  searchHref,
  visibleFacets,
  type FacetName,
  type FacetSelection,
  type SearchState,
} from "./rules";

/** §2: the search page's history entries are titled by its page name. */
export const HISTORY_TITLE = "search";

const checkboxes = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "checkbox" && isFacetName(el.name),
  );

function queryField(form: HTMLFormElement): HTMLInputElement | undefined {
  const field = form.elements.namedItem(QUERY_PARAM);
  return field instanceof HTMLInputElement ? field : undefined;
}

/** The level-2 parent of each level-3 value, as the form's `data-parent` attributes declare it. */
function parents(form: HTMLFormElement): Map<string, string> {
  return new Map(
    checkboxes(form)
      .filter((box) => box.name === "categories3" && box.dataset.parent)
      .map((box) => [box.value, box.dataset.parent!] as const),
  );
}

export function readForm(form: HTMLFormElement): SearchState {
  const facets: Partial<Record<FacetName, string[]>> = {};
  for (const box of checkboxes(form)) if (box.checked) (facets[box.name as FacetName] ??= []).push(box.value);
  return { query: queryField(form)?.value.trim() ?? "", facets };
}

/** Shows the facets and level-3 options the selection calls for; hidden ones are unchecked (they cannot be seen to be undone). */
function showFor(form: HTMLFormElement, selection: FacetSelection): void {
  const visible = new Set(visibleFacets(selection));
  const level2 = new Set(selection.categories2 ?? []);
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-facet]")) {
    fieldset.hidden = !visible.has(fieldset.dataset.facet as FacetName);
  }
  for (const box of checkboxes(form)) {
    const parent = box.dataset.parent;
    const option = box.closest<HTMLElement>("li") ?? box;
    if (parent !== undefined) option.hidden = !level2.has(parent);
    if (option.hidden || box.closest("fieldset")?.hidden) box.checked = false;
  }
}

function writeForm(form: HTMLFormElement, state: SearchState): void {
  const field = queryField(form);
  if (field) field.value = state.query;
  for (const box of checkboxes(form)) box.checked = (state.facets[box.name as FacetName] ?? []).includes(box.value);
  showFor(form, state.facets);
}

export interface FacetsOptions {
  /** The id of the listing to reload (`listing-query`); absent: every listing. */
  listing?: string;
}

/** Connects the form; returns the disconnect. */
export function connectFacets(form: HTMLFormElement, { listing }: FacetsOptions): () => void {
  const parentMap = parents(form);
  const effective = (state: SearchState): SearchState => ({
    query: state.query,
    facets: effectiveSelection(state.facets, (v) => parentMap.get(v)),
  });
  const announce = () => emit("listing-query", listing ? { listing } : {});
  let shown = effective(readSearchState(location.search));

  /** The form changed (a box, or a submit): the URL gets a new `search` entry and the listing reloads. */
  function apply(): void {
    showFor(form, readForm(form).facets);
    const next = effective(readForm(form));
    if (sameSearch(next, shown)) return;
    shown = next;
    pushEntry(HISTORY_TITLE, searchHref(location.href, next));
    announce();
  }

  /** Back/Forward: the boxes follow the URL, and the listing reloads when the search differs. */
  function restore(): void {
    const fromUrl = effective(readSearchState(location.search));
    writeForm(form, fromUrl);
    if (sameSearch(fromUrl, shown)) return;
    shown = fromUrl;
    announce();
  }

  const onChange = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox") apply();
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    apply();
  };

  // A box ticked before hydration counts as a change; otherwise the form already shows the URL.
  apply();
  form.addEventListener("change", onChange);
  form.addEventListener("submit", onSubmit);
  const offBackForward = onBackForward(restore);
  return () => {
    form.removeEventListener("change", onChange);
    form.removeEventListener("submit", onSubmit);
    offBackForward();
  };
}
