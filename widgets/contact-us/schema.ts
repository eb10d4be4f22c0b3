// Markup contract of contact us: a wrapper (the feature's entry point, hidden by showcase `contactUs`, §6) holding a
// server <form> that posts without JS; `select[name=title]` is optional and follows §5 "Person title options by market".
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const contactAttributes = z.object({});
export const contactParts = { form: { selector: "form", tag: "form" } } as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: contactAttributes, parts: contactParts } satisfies MarkupContract;
