import { z } from "./zod";
import { parseInterval, productIdSchema } from "./attributes";
import type { Interval } from "./attributes";

// Field helpers of the §3 entities: backend JSON may carry nulls, numeric strings and "true"/"false",
// which these normalise so widgets only see clean types.

/** Optional field: null/absent → undefined. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

export const text = z.union([z.string(), z.number()]).transform(String);
export const optText = opt(text);
/** Required string (numbers accepted); absent, null or blank → "missing {name}". */
export const requiredText = (name: string) =>
  z
    .union([z.string(), z.number().transform(String)], {
      error: (iss) => (iss.input == null ? `missing ${name}` : `wrong ${name} type`),
    })
    .pipe(z.string().trim().min(1, `missing ${name}`));

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Number or numeric string (e.g. "1250.00000") → number. */
export const numeric = z.union([z.number(), z.string()], { error: "expected a number" }).transform((v, ctx) => {
  const n = typeof v === "number" ? v : DECIMAL.test(v.trim()) ? Number(v) : NaN;
  if (Number.isFinite(n)) return n;
  ctx.addIssue({ code: "custom", message: "expected a number" });
  return z.NEVER;
});
export const intLike = numeric.pipe(z.number().int("expected an integer"));
export const count = intLike.pipe(z.number().min(0, "must be >= 0"));

const BOOL_TEXT: Record<string, boolean> = { "": true, true: true, "1": true, false: false, "0": false };
/** Boolean, or the attribute spellings "true"/"false"/"1"/"0"; absent/null → false. */
export const flag = z
  .union([z.boolean(), z.string()], { error: "expected true or false" })
  .nullish()
  .transform((v, ctx) => {
    if (v == null) return false;
    if (typeof v === "boolean") return v;
    const b = BOOL_TEXT[v.trim().toLowerCase()];
    if (b !== undefined) return b;
    ctx.addIssue({ code: "custom", message: "expected true or false" });
    return z.NEVER;
  });

/** Like productIdSchema but also accepts a safe integer (some endpoints send numeric ids). */
export const entityProductId = z
  .union([z.number().int().nonnegative().transform(String), z.string()], {
    error: (iss) => (iss.input === undefined ? "missing productId" : "wrong productId type"),
  })
  .pipe(productIdSchema);

export const interval = z
  .union([z.string(), z.object({ start: z.date(), end: z.date() })])
  .nullish()
  .transform((v, ctx): Interval | undefined => {
    if (v == null || (typeof v === "string" && !v.trim())) return undefined;
    const r = typeof v === "string" ? parseInterval(v) : v;
    if (typeof r !== "string") return r;
    ctx.addIssue({ code: "custom", message: r });
    return z.NEVER;
  });
