// Markup contract of the editorial search (§7 "Editorial search": `{contentPath}{editorialSearchResultsPath}{query}`).
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

/** A site path: starts with a single `/`, no whitespace, query, hash or backslash (what `contentPath` accepts in the page configuration). */
export const sitePath = () => z.string().check(z.trim(), z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /"));

export const editorialSearchAttributes = z.object({
  /** `{contentPath}`; absent: the page configuration's `contentPath`. */
  contentPath: attr.optional(sitePath()),
  /** `{editorialSearchResultsPath}`: what comes between the content path and the encoded query, e.g. `.editorial-search.html?q=`. */
  editorialSearchResultsPath: attr.string().check(z.regex(/^[\w./?=&%-]+$/, "expected path characters only")),
  /** The query the server rendered the results for (absent: none). */
  query: attr.optionalString(),
});

export type EditorialSearchAttributes = z.output<typeof editorialSearchAttributes>;
