import { z } from "./zod";
import { parseInterval, productIdSchema } from "./attributes";
import type { Interval } from "./attributes";

// Field helpers of the §3 entities: backend JSON may carry nulls, numeric strings and "true"/"false",
// which these normalise so widgets only see clean types.

/** Reports a custom issue from a transform (zod/mini transforms have no `ctx.addIssue`; same issue as classic's). */
function fail(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}

/** Optional field: null/absent → undefined. */
export const opt = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? undefined),
  );

export const text = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const optText = opt(text);
/** Required string (numbers accepted); absent, null or blank → "missing {name}". */
export const requiredText = (name: string) =>
  z.pipe(
    z.union([z.string(), z.pipe(z.number(), z.transform(String))], {
      error: (iss) => (iss.input == null ? `missing ${name}` : `wrong ${name} type`),
    }),
    z.string().check(z.trim(), z.minLength(1, `missing ${name}`)),
  );

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Number or numeric string (e.g. "1250.00000") → number. */
export const numeric = z.pipe(
  z.union([z.number(), z.string()], { error: "expected a number" }),
  z.transform((v: number | string, ctx) => {
    const n = typeof v === "number" ? v : DECIMAL.test(v.trim()) ? Number(v) : NaN;
    if (Number.isFinite(n)) return n;
    return fail(ctx, "expected a number");
  }),
);
export const intLike = z.pipe(numeric, z.number().check(z.int("expected an integer")));
export const count = z.pipe(intLike, z.number().check(z.gte(0, "must be >= 0")));

const BOOL_TEXT: Record<string, boolean> = { "": true, true: true, "1": true, false: false, "0": false };
/** Boolean, or the attribute spellings "true"/"false"/"1"/"0"; absent/null → false. */
export const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.string()], { error: "expected true or false" })),
  z.transform((v: boolean | string | null | undefined, ctx) => {
    if (v == null) return false;
    if (typeof v === "boolean") return v;
    const b = BOOL_TEXT[v.trim().toLowerCase()];
    if (b !== undefined) return b;
    return fail(ctx, "expected true or false");
  }),
);

/** Like productIdSchema but also accepts a safe integer (some endpoints send numeric ids). */
export const entityProductId = z.pipe(
  z.union([z.pipe(z.number().check(z.int(), z.gte(0)), z.transform(String)), z.string()], {
    error: (iss) => (iss.input === undefined ? "missing productId" : "wrong productId type"),
  }),
  productIdSchema,
);

export const interval = z.pipe(
  z.nullish(z.union([z.string(), z.object({ start: z.date(), end: z.date() })])),
  z.transform((v: string | Interval | null | undefined, ctx): Interval | undefined => {
    if (v == null || (typeof v === "string" && !v.trim())) return undefined;
    const r = typeof v === "string" ? parseInterval(v) : v;
    if (typeof r !== "string") return r;
    return fail(ctx, r);
  }),
);
