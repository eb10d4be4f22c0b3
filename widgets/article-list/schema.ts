// Markup contract of the editorial article list (§7: `{contentPath}.component-{editorial}-page.category={c}&year={y}&page={p}`).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sitePath } from "../../core/site-paths";

export const articleListAttributes = z.object({
  /** A path starting with one `/`; default: the configuration's `contentPath`. */
  contentPath: attr.optional(sitePath()),
  /** `{editorial}`, lower-case letters, digits, `-`. */
  editorial: attr.string().check(z.regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits or '-'")),
  /** The filters shown. */
  category: attr.optionalString(),
  /** The filters shown. */
  year: attr.optionalString(),
  /** The last page shown (default 1). */
  page: attr.optional(attr.int({ min: 1 })),
  /** Pages and articles for the filters. */
  pageCount: attr.int({ min: 1 }),
  /** Pages and articles for the filters. */
  totalCount: attr.int({ min: 0 }),
});

export type ArticleListAttributes = z.output<typeof articleListAttributes>;

export const articleListParts = { feed: "[data-article-feed]", status: "[data-article-status]", more: "a[data-load-more]" };

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: articleListAttributes, parts: articleListParts } satisfies MarkupContract;
