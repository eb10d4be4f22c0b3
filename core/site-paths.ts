// Names several widgets share for the site's addresses: what a site path looks like, and the search query parameter.
import { z } from "./zod";

/** A site path: starts with a single `/`, no whitespace, query, hash or backslash (what `contentPath` accepts in the page configuration). */
export const sitePath = () => z.string().check(z.trim(), z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /"));

/** The search query parameter (`?q=`) of the search page, its facets form and the editorial search. */
export const QUERY_PARAM = "q";
