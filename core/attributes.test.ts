import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "./zod";
import { attr, datasetKeyToAttribute, parseAttributes, productIdSchema } from "./attributes";

const ok = <T>(schema: z.ZodMiniType<T>, input: string | undefined) => schema.safeParse(input);
const message = (schema: z.ZodMiniType, input: string | undefined) => schema.safeParse(input).error?.issues[0]?.message;

function el(attrs: Record<string, string>): HTMLElement {
  const div = document.createElement("div");
  for (const [name, value] of Object.entries(attrs)) div.setAttribute(name, value);
  return div;
}

describe("data-* attribute parsers", () => {
  it.each<[string | undefined, string | undefined]>([
    ["abc", "abc"],
    ["  abc ", "abc"],
  ])("string %j → %j", (input, expected) => {
    expect(ok(attr.string(), input).data).toBe(expected);
  });

  it.each([
    [undefined, "missing"],
    ["", "must not be empty"],
    ["   ", "must not be empty"],
  ])("string %j fails: %s", (input, msg) => expect(message(attr.string(), input)).toBe(msg));

  it.each([
    [undefined, undefined],
    ["", undefined],
    [" x ", "x"],
  ])("optionalString %j → %j", (input, expected) => {
    expect(ok(attr.optionalString(), input).data).toBe(expected);
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ["", true],
    ["true", true],
    ["1", true],
    ["TRUE", true],
    ["false", false],
    ["0", false],
  ])("bool %j → %s", (input, expected) => {
    expect(ok(attr.bool(), input).data).toBe(expected);
  });

  it.each(["yes", "no", "2", "on"])("bool %j fails", (input) => {
    expect(message(attr.bool(), input)).toBe("expected true or false");
  });

  it.each<[string, number]>([
    ["0", 0],
    ["42", 42],
    [" -7 ", -7],
    ["+3", 3],
  ])("int %j → %d", (input, expected) => {
    expect(ok(attr.int(), input).data).toBe(expected);
  });

  it.each<[string | undefined, string]>([
    [undefined, "missing"],
    ["", "expected an integer"],
    ["1.5", "expected an integer"],
    ["12abc", "expected an integer"],
    ["9007199254740993", "expected an integer"],
  ])("int %j fails: %s", (input, msg) => {
    expect(message(attr.int(), input)).toBe(msg);
  });

  it("int enforces min/max", () => {
    expect(message(attr.int({ min: 1 }), "0")).toBe("must be >= 1");
    expect(ok(attr.int({ min: 1 }), "1").data).toBe(1);
    expect(message(attr.int({ max: 8 }), "9")).toBe("must be <= 8");
  });

  it.each<[string, number]>([
    ["1250", 1250],
    ["1250.50", 1250.5],
    ["-0.5", -0.5],
    [".5", 0.5],
    ["1e3", 1000],
  ])("number %j → %d", (input, expected) => {
    expect(ok(attr.number(), input).data).toBe(expected);
  });

  it.each(["abc", "", "12abc", "NaN", "Infinity", "-Infinity", "1,5", "0x10", "1e999"])("number %j fails", (input) => {
    expect(message(attr.number(), input)).toBe("expected a number");
  });

  it(".optional() gives undefined for an absent attribute", () => {
    expect(ok(z.optional(attr.int()), undefined)).toEqual({ success: true, data: undefined });
    expect(ok(z.optional(attr.number()), undefined)).toEqual({ success: true, data: undefined });
    expect(ok(z.optional(attr.interval()), undefined)).toEqual({ success: true, data: undefined });
    expect(ok(z.optional(attr.int()), "5").data).toBe(5);
  });

  it("attr.optional() also treats a blank attribute as absent", () => {
    expect(ok(attr.optional(attr.number()), "  ").data).toBeUndefined();
    expect(ok(attr.optional(attr.number()), "2.5").data).toBe(2.5);
    expect(message(attr.optional(attr.number()), "x")).toBe("expected a number");
  });

  it.each<[string | undefined, string[]]>([
    ["a|b|c", ["a", "b", "c"]],
    [" a | b ||c| ", ["a", "b", "c"]],
    ["", []],
    [undefined, []],
  ])("list %j → %j", (input, expected) => {
    expect(ok(attr.list("|"), input).data).toEqual(expected);
  });

  it("list validates items", () => {
    expect(ok(attr.list(",", attr.int()), "1, 2,3").data).toEqual([1, 2, 3]);
    expect(message(attr.list(",", productIdSchema), "ok,no way")).toBe("invalid productId");
  });

  it("json parses then validates", () => {
    const sizes = attr.json(z.array(z.object({ label: z.string(), value: z.string() })));
    expect(ok(sizes, '[{"label":"M","value":"123"}]').data).toEqual([{ label: "M", value: "123" }]);
    expect(message(sizes, "[{label:M}]")).toBe("invalid JSON");
    expect(message(sizes, "")).toBe("invalid JSON");
    expect(message(sizes, undefined)).toBe("missing");
    expect(sizes.safeParse('[{"label":1}]').success).toBe(false);
  });

  it.each<[string, string, string]>([
    ["2024-01-01/2024-02-01", "2024-01-01T00:00:00.000Z", "2024-02-01T00:00:00.000Z"],
    ["2024-01-01T10:00:00Z/2024-01-01T12:30:00+01:00", "2024-01-01T10:00:00.000Z", "2024-01-01T11:30:00.000Z"],
    ["2024-05-05/2024-05-05", "2024-05-05T00:00:00.000Z", "2024-05-05T00:00:00.000Z"],
  ])("interval %j", (input, start, end) => {
    const r = ok(attr.interval(), input);
    expect(r.data?.start.toISOString()).toBe(start);
    expect(r.data?.end.toISOString()).toBe(end);
  });

  it.each<[string | undefined, string]>([
    [undefined, "missing"],
    ["2024-01-01", "invalid interval"],
    ["2024-01-01/", "invalid interval"],
    ["2024-13-01/2024-14-01", "invalid interval"],
    ["yesterday/today", "invalid interval"],
    ["2024-01-01/P1D", "invalid interval"],
    ["2024-02-01/2024-01-01", "interval start is after end"],
  ])("interval %j fails: %s", (input, msg) => {
    expect(message(attr.interval(), input)).toBe(msg);
  });

  it("optionalInterval: absent or blank → undefined", () => {
    expect(ok(attr.optionalInterval(), undefined).data).toBeUndefined();
    expect(ok(attr.optionalInterval(), "").data).toBeUndefined();
    expect(message(attr.optionalInterval(), "nope")).toBe("invalid interval");
  });

  it.each<[string | undefined, string | undefined]>([
    ["3074457345616719169", undefined],
    ["AB-12_x.y", undefined],
    [undefined, "missing productId"],
    ["", "missing productId"],
    ["a,b", "invalid productId"],
    ["x".repeat(65), "invalid productId"],
  ])("productIdSchema %j", (input, msg) => {
    expect(message(productIdSchema, input)).toBe(msg);
  });
});

describe("parseAttributes", () => {
  const schema = z.object({
    productId: productIdSchema,
    partNumber: attr.string(),
    price: z.optional(attr.number()),
    onSale: attr.bool(),
    sizeList: attr.list("|"),
    onlineExclusiveInterval: attr.optionalInterval(),
  });

  it.each([
    ["productId", "data-product-id"],
    ["partnumber", "data-partnumber"],
    ["privateSalesPrice", "data-private-sales-price"],
  ])("datasetKeyToAttribute(%s) → %s", (key, name) => {
    expect(datasetKeyToAttribute(key)).toBe(name);
  });

  it("reads typed values from the dataset", () => {
    const r = parseAttributes(
      el({ "data-product-id": "123", "data-part-number": "1A2B", "data-on-sale": "", "data-size-list": "S|M" }),
      schema,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        productId: "123",
        partNumber: "1A2B",
        price: undefined,
        onSale: true,
        sizeList: ["S", "M"],
        onlineExclusiveInterval: undefined,
      },
    });
  });

  it("reports the first failing attribute by its HTML name", () => {
    expect(parseAttributes(el({ "data-price": "abc" }), schema)).toEqual({
      ok: false,
      attribute: "data-product-id",
      message: "missing productId",
    });
    expect(parseAttributes(el({ "data-product-id": "1", "data-part-number": "x", "data-price": "abc" }), schema)).toEqual({
      ok: false,
      attribute: "data-price",
      message: "expected a number",
    });
  });

  it("names the item inside a JSON attribute", () => {
    const r = parseAttributes(
      el({ "data-sizes": '[{"value":"1"},{"value":2}]' }),
      z.object({ sizes: attr.json(z.array(z.object({ value: z.string() }))) }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r).toMatchObject({ attribute: "data-sizes", message: expect.stringMatching(/^1\.value: /) });
  });

  it("never throws, even if a schema does", () => {
    const throwing = z.object({
      a: z.pipe(
        z.optional(z.string()),
        z.transform(() => {
          throw new Error("boom");
        }),
      ),
    });
    expect(parseAttributes(el({}), throwing)).toEqual({ ok: false, attribute: "data-*", message: "boom" });
  });

  it("never throws on arbitrary datasets", () => {
    const key = fc.constantFrom(
      "data-product-id",
      "data-part-number",
      "data-price",
      "data-on-sale",
      "data-size-list",
      "data-online-exclusive-interval",
      "data-other",
    );
    fc.assert(
      fc.property(fc.dictionary(key, fc.string()), (attrs) => {
        const r = parseAttributes(el(attrs), schema);
        if (!r.ok) {
          expect(r.attribute).toMatch(/^data-[a-z-]+$/);
          expect(r.message).not.toBe("");
        }
      }),
    );
  });
});

describe("attribute parser properties", () => {
  const parsers = [
    attr.string(),
    attr.optionalString(),
    attr.bool(),
    attr.int({ min: 0 }),
    attr.number(),
    attr.list("|"),
    attr.json(z.unknown()),
    attr.interval(),
    attr.optionalInterval(),
  ];

  it("never throw on any string or absence", () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.string({ unit: "binary" })), { nil: undefined }), (input) => {
        for (const p of parsers) expect(() => p.safeParse(input)).not.toThrow();
      }),
    );
  });

  it("int round-trips through String", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(attr.int().parse(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it("number round-trips through String", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(attr.number().parse(String(n))).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
  });

  it("bool round-trips through String", () => {
    fc.assert(
      fc.property(fc.boolean(), (b) => {
        expect(attr.bool().parse(String(b))).toBe(b);
      }),
    );
  });

  it("list of non-empty trimmed items without the separator joins and splits back", () => {
    fc.assert(
      fc.property(fc.constantFrom("|", ",", ";", "::"), fc.array(fc.string({ minLength: 1 }).map((s) => s.trim())), (sep, raw) => {
        const items = raw.filter((s) => s !== "" && !s.includes(sep) && !sep.includes(s.slice(-1)) && !sep.includes(s[0]!));
        expect(attr.list(sep).parse(items.join(sep))).toEqual(items);
      }),
    );
  });

  it("json round-trips JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(attr.json(z.unknown()).parse(JSON.stringify(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it("interval round-trips ISO strings in order", () => {
    const date = fc.date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true });
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const r = attr.interval().parse(`${start.toISOString()}/${end.toISOString()}`);
        expect([r.start.getTime(), r.end.getTime()]).toEqual([start.getTime(), end.getTime()]);
      }),
    );
  });
});
