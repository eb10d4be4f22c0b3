import { z } from "./zod";

// Typed `data-*` values (Stimulus-style). Every schema takes `string | undefined`:
// an absent attribute reaches the schema as undefined.

const INT_RE = /^[+-]?\d+$/;
// Plain decimals ("1250", "1250.50") plus exponent form so String(n) round-trips; never NaN/Infinity.
const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A present attribute value, trimmed; absent → "missing". */
function present(expected = "a string") {
  return z.string({ error: (iss) => (iss.input === undefined ? "missing" : `expected ${expected}`) }).check(z.trim());
}

/** Reports a custom issue from a transform (zod/mini transforms have no `ctx.addIssue`; same issue as classic's). */
function failed(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}

function parseIsoDate(text: string): Date | undefined {
  if (!DATE_RE.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export interface Interval {
  start: Date;
  end: Date;
}

/** ISO 8601 "start/end" with dates or date-times; durations are not supported. */
export function parseInterval(text: string): Interval | string {
  const parts = text.trim().split("/");
  if (parts.length !== 2) return "invalid interval";
  const start = parseIsoDate(parts[0]!.trim());
  const end = parseIsoDate(parts[1]!.trim());
  if (!start || !end) return "invalid interval";
  if (start.getTime() > end.getTime()) return "interval start is after end";
  return { start, end };
}

const BOOL: Record<string, boolean> = { "": true, true: true, "1": true, false: false, "0": false };

function list(separator: string): z.ZodMiniType<string[], string | undefined>;
function list<T>(separator: string, item: z.ZodMiniType<T, string>): z.ZodMiniType<T[], string | undefined>;
function list(separator: string, item?: z.ZodMiniType<unknown, string>): z.ZodMiniType<unknown[], string | undefined> {
  const split = z.pipe(
    z.optional(z.string()),
    z.transform((v: string | undefined) =>
      (v ?? "")
        .split(separator)
        .map((s) => s.trim())
        .filter((s) => s !== ""),
    ),
  );
  return item ? z.pipe(split, z.array(item)) : split;
}

/** Wraps any attribute schema so that an absent or blank attribute gives undefined. */
function optional<O>(schema: z.ZodMiniType<O, string>) {
  return z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((v: string | undefined) => (v?.trim() ? v : undefined)),
    ),
    z.optional(schema),
  );
}

function interval() {
  return z.pipe(
    present("an interval"),
    z.transform((v: string, ctx): Interval => {
      const r = parseInterval(v);
      return typeof r === "string" ? failed(ctx, r) : r;
    }),
  );
}

export const attr = {
  string: () => present().check(z.minLength(1, "must not be empty")),
  /** Absent or blank → undefined. */
  optionalString: () =>
    z.pipe(
      z.optional(z.string()),
      z.transform((v: string | undefined) => v?.trim() || undefined),
    ),
  bool: () =>
    z.pipe(
      z.optional(z.string()),
      z.transform((v: string | undefined, ctx) => {
        if (v === undefined) return false;
        const b = BOOL[v.trim().toLowerCase()];
        return b ?? failed(ctx, "expected true or false");
      }),
    ),
  int: (opts: { min?: number; max?: number } = {}) =>
    z.pipe(
      present("an integer"),
      z.transform((v: string, ctx) => {
        const n = Number(v);
        if (!INT_RE.test(v) || !Number.isSafeInteger(n)) return failed(ctx, "expected an integer");
        if (opts.min !== undefined && n < opts.min) return failed(ctx, `must be >= ${opts.min}`);
        if (opts.max !== undefined && n > opts.max) return failed(ctx, `must be <= ${opts.max}`);
        return n === 0 ? 0 : n; // no -0
      }),
    ),
  number: () =>
    z.pipe(
      present("a number"),
      z.transform((v: string, ctx) => {
        const n = Number(v);
        return NUMBER_RE.test(v) && Number.isFinite(n) ? n : failed(ctx, "expected a number");
      }),
    ),
  list,
  json: <S extends z.ZodMiniType>(schema: S) =>
    z.pipe(
      z.pipe(
        present("JSON"),
        z.transform((v: string, ctx): unknown => {
          try {
            return JSON.parse(v);
          } catch {
            return failed(ctx, "invalid JSON");
          }
        }),
      ),
      schema,
    ),
  interval,
  /** Absent or blank → undefined (CMS templates often render empty attributes). */
  optionalInterval: () => optional(interval()),
  optional,
};

/** The productId format, for callers that only need a yes/no (no zod on hot paths). */
export const PRODUCT_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const productIdSchema = z
  .string({ error: (iss) => (iss.input === undefined ? "missing productId" : "wrong productId type") })
  .check(z.trim(), z.minLength(1, "missing productId"), z.regex(PRODUCT_ID, "invalid productId"));

/** `productId` → `data-product-id` (inverse of the HTML dataset name mapping). */
export function datasetKeyToAttribute(key: string): string {
  return "data-" + key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

/** A developer error found while mounting: reported like a bad attribute (`attribute` or `part` names what is at fault). */
export interface Problem {
  attribute?: string;
  /** The selector of a required element that is missing. */
  part?: string;
  message: string;
}

/** The problem of a missing required element: how the contract reports its own `parts`, and how a widget reports one
 * its markup needs only sometimes (inside an optional part). */
export const missingPart = (selector: string): Problem => ({ part: selector, message: "missing required part" });

/** The problem of a widget's element, or of its part `part`, that is not the `tag` element its contract names. */
export const wrongElement = (tag: string, found: { localName: string }, part?: string): Problem => ({
  ...(part ? { part } : {}),
  message: `expected <${tag}>, found <${found.localName}>`,
});

export type AttributeResult<T> = { ok: true; value: T } | { ok: false; attribute: string; message: string };

/** Each schema key with its HTML attribute name, worked out once per schema. */
const attributeNames = new WeakMap<z.ZodMiniObject, [key: string, attribute: string][]>();
function namesOf(schema: z.ZodMiniObject): [string, string][] {
  let names = attributeNames.get(schema);
  if (!names) attributeNames.set(schema, (names = Object.keys(schema.shape).map((key) => [key, datasetKeyToAttribute(key)])));
  return names;
}

/** Never throws: the first failing attribute (schema key order) is reported by its HTML name. */
export function parseAttributes<S extends z.ZodMiniObject>(
  el: { getAttribute(name: string): string | null },
  schema: S,
): AttributeResult<z.output<S>> {
  try {
    // Every schema key is present (undefined when absent) so zod's absent-key rules never differ from the schemas'.
    const input: Record<string, string | undefined> = {};
    for (const [key, attribute] of namesOf(schema)) input[key] = el.getAttribute(attribute) ?? undefined;
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    const [key, ...rest] = issue?.path ?? [];
    const where = rest.length ? `${rest.map(String).join(".")}: ` : "";
    return {
      ok: false,
      attribute: key === undefined ? "data-*" : datasetKeyToAttribute(String(key)),
      message: where + (issue?.message ?? "invalid"),
    };
  } catch (error) {
    return { ok: false, attribute: "data-*", message: error instanceof Error ? error.message : String(error) };
  }
}
