// Markup contract of the header menu (§7: `{resourceContext}/{country}/{language}/jcr:content/component-header.newmenu[.mobile][.{homeVersion}].html`).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sitePath } from "../../core/site-paths";

const selector = (what: string) =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, `expected ${what}: letters, digits, '_' or '-'`));

export const headerMenuAttributes = z.object({
  /** `{resourceContext}`: a path starting with one `/`. */
  resourceContext: sitePath(),
  /** `{homeVersion}`: letters, digits, `_`, `-` (1–64). */
  homeVersion: attr.optional(selector("a home version")),
  /** The `code` request parameter: letters, digits, `_`, `-` (1–64). */
  code: attr.optional(selector("a code")),
});

export type HeaderMenuAttributes = z.output<typeof headerMenuAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: headerMenuAttributes } satisfies MarkupContract;
