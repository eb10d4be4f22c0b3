// Markup contract of the editorial search (§7 "Editorial search": `{contentPath}{editorialSearchResultsPath}{query}`).
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sitePath } from "../../core/site-paths";

export const editorialSearchAttributes = z.object({
  /** `{contentPath}`; absent: the page configuration's `contentPath`. */
  contentPath: attr.optional(sitePath()),
  /** `{editorialSearchResultsPath}`: what comes between the content path and the encoded query, e.g. `.editorial-search.html?q=`. */
  editorialSearchResultsPath: attr.string().check(z.regex(/^[\w./?=&%-]+$/, "expected path characters only")),
  /** The query the server rendered the results for (absent: none). */
  query: attr.optionalString(),
});

export type EditorialSearchAttributes = z.output<typeof editorialSearchAttributes>;
