// Markup contract of the editorial article list (§7: `{contentPath}.component-{editorial}-page.category={c}&year={y}&page={p}`).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sitePath } from "../../core/site-paths";

export const articleListAttributes = z.object({
  /** `{contentPath}`; absent: the page configuration's `contentPath`. */
  contentPath: attr.optional(sitePath()),
  /** `{editorial}`: the name of the brand's editorial section. */
  editorial: attr.string().check(z.regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits or '-'")),
  /** The filters and page the server rendered (absent: none, page 1). */
  category: attr.optionalString(),
  year: attr.optionalString(),
  page: attr.optional(attr.int({ min: 1 })),
  pageCount: attr.int({ min: 1 }),
  /** Articles matching the filters: the feed's `aria-setsize`. */
  totalCount: attr.int({ min: 0 }),
});

export type ArticleListAttributes = z.output<typeof articleListAttributes>;

export const articleListParts = { feed: "[data-article-feed]", status: "[data-article-status]", more: "a[data-load-more]" };

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: articleListAttributes, parts: articleListParts } satisfies MarkupContract;
