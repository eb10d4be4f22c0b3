import { useEffect } from "react";
import type { ViewProps } from "../../core/widget";
import { connectFacets } from "./form";
import type { SearchFacetsAttributes } from "./schema";

/** The facets are the server's own form: the widget adds behaviour and renders nothing of its own. */
export function SearchFacets({ attributes, element }: ViewProps<SearchFacetsAttributes>) {
  if (!(element instanceof HTMLFormElement)) throw new Error("expected a <form> element");
  useEffect(() => connectFacets(element, { listing: attributes.listing }), [element, attributes]);
  return null;
}
