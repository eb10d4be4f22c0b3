// Markup contract of the authenticity page (README.md): the section the tag's URL opens, and the region the result
// goes in. The tap itself (`v`, `t`, `s`) is the page's query string, as the tag wrote it.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import type { Parts } from "../../core/widget";

const PATH = /^\/(?!\/)[^\s?#\\.]*$/;

export const authenticityAttributes = z.object({
  /** The editorial's `{contentPath}` (a path from a single `/`, no dot); default the page configuration's `contentPath`. Another value is reported (`data-content-path`) and the page stays the server's. */
  contentPath: attr.optional(z.string().check(z.regex(PATH, "expected a content path starting with a single /, without a dot"))),
});

export const authenticityParts = { result: "[data-authenticity-result]" } as const;
export type AuthenticityParts = Parts<typeof authenticityParts>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: authenticityAttributes, parts: authenticityParts } satisfies MarkupContract;
