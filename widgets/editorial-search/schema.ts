// Markup contract of the editorial search (§7 "Editorial search": `{contentPath}{editorialSearchResultsPath}{query}`).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sitePath } from "../../core/site-paths";

export const editorialSearchAttributes = z.object({
  /** A path starting with one `/`; default: the configuration's `contentPath`. */
  contentPath: attr.optional(sitePath()),
  /** Path characters only, e.g. `.editorial-search.html?q=`. */
  editorialSearchResultsPath: attr.string().check(z.regex(/^[\w./?=&%-]+$/, "expected path characters only")),
  /** The query the server rendered results for (absent: none). */
  query: attr.optionalString(),
});

export type EditorialSearchAttributes = z.output<typeof editorialSearchAttributes>;

export const editorialSearchParts = { status: "[data-editorial-status]", results: "[data-editorial-results]" };

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: editorialSearchAttributes, parts: editorialSearchParts } satisfies MarkupContract;
