// Markup contract of the account widget (README.md): one block per page, `data-account` naming what it is.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const ACCOUNT_KINDS = ["login", "register", "my-account"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const accountAttributes = z.object({
  /** Which block it is: `login`, `register` or `my-account`. */
  account: z.enum(ACCOUNT_KINDS, { error: `expected ${ACCOUNT_KINDS.join(", ")}` }),
});

/** The optional parts, by what they are. */
export const PARTS = {
  form: "form[data-account-form]",
  newsletter: "[data-account-newsletter]",
  privacy: "[data-account-privacy]",
  over19: "[data-account-over19]",
  loggedArea: "[data-account-logged-area]",
  deactivate: "a[data-account-deactivate]",
  logout: "form[data-account-logout]",
  status: "[data-account-status]",
} as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: accountAttributes } satisfies MarkupContract;
