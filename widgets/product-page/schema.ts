// Markup contract of the product page (§2 "Product page", §3 "Product", "Variant", "Size"): the product's own data-*
// attributes, and the parts of the server markup the widget enhances (see README.md for the copy-paste example).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr, missingPart, type Problem } from "../../core/attributes";
import { sizeSchema, variantSchema, type Variant } from "../../core/entities";

const required = (attribute: string) => z.string({ error: `missing ${attribute}` }).check(z.trim(), z.minLength(1, `missing ${attribute}`));

/** §3: the page's sizes are `{label, value}`: value is the size SKU's productId, label its code (an explicit `code` wins). */
const pageSize = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
    const { label, value, code, productId, ...rest } = v as Record<string, unknown>;
    return { ...rest, productId: productId ?? value, code: code ?? label, label };
  }),
  sizeSchema,
);
const sizesJson = attr.json(z.array(pageSize, { error: "wrong size type" }));

export const productPageAttributes = z.object({
  /** The product's part number (§3). */
  partnumber: required("data-partnumber"),
  /** The colour this page shows (default `data-partnumber`); the colour link with that `data-partnumber` is selected. */
  uniquePartNumber: attr.optionalString(),
  /** The product's id (§3). */
  productId: required("data-product-id"),
  /** The name for the §2 slug when the colour changes (absent: the current URL's slug is kept). */
  name: attr.optionalString(),
  /** §3: the product has a single SKU. */
  hasSingleSku: attr.bool(),
  /** A JSON array of `{label, value}`: `value` is the size SKU's productId, `label` its code (an explicit `code` wins);
   * an error names the size (`0.productId: missing productId`). */
  sizes: z.pipe(required("data-sizes"), sizesJson),
  /** §4. */
  lifeCycle: attr.optionalString(),
  /** §4. */
  onlineExclusiveInterval: attr.optionalInterval(),
  /** §3: the product is on sale. */
  onSale: attr.bool(),
  /** §3: resolve the stock when the page loads. */
  resolveStockOnInit: attr.bool(),
  // §3 prices (additions to the spec's attribute list: the page knows them, the product data call refreshes them).
  /** §3 prices (additions to the §3 attribute list). */
  price: attr.optional(attr.number()),
  /** §3 prices (additions to the §3 attribute list). */
  offerPrice: attr.optional(attr.number()),
  /** §3 prices (additions to the §3 attribute list). */
  discountPercentage: attr.optional(attr.number()),
  /** §3 prices (additions to the §3 attribute list). */
  privateSalesPrice: attr.optional(attr.number()),
  /** §3 prices (additions to the §3 attribute list). */
  privateSalesPercentage: attr.optional(attr.number()),
});
export type ProductPageAttributes = z.output<typeof productPageAttributes>;

/** Read from the markup, or the developer error (a bad attribute or a missing element) to report. */
type Read<T> = { ok: true; value: T } | ({ ok: false } & Problem);

/** One colour option of the server markup (`a[data-variant]`), §3 Variant. */
export interface ColourOption {
  variant: Variant;
  label: string;
  href: string;
}

/** A choice of the server markup: its label and the list it shows without JavaScript (links or a form's radios). */
export interface Choice {
  container: HTMLElement;
  /** `[data-choice-label]`: names the radio group (its id is made when missing). */
  label: HTMLElement;
  /** `[data-choice-list]`: hidden once enhanced; the radio group takes its class names, so nothing moves. */
  serverList: HTMLElement;
  classes: { list: string; item: string; option: string };
}

/** The server markup the widget works on. */
export interface Parts {
  /** `[data-product-image]`: the colour's picture. */
  image: HTMLImageElement | null;
  /** `[data-product-part-number]`: shows the unique part number. */
  partNumber: HTMLElement | null;
  /** `[data-product-price]`: the price line, replaced by the shared price view. */
  price: HTMLElement | null;
  /** `[data-product-colours]`: colour links `a[data-variant]` (§3 Variant), each to the colour's own page. */
  colours: (Choice & { options: ColourOption[] }) | null;
  /** `[data-product-sizes]`: a GET form of `input[type=radio][name=size]`; absent for one size (the indicator). */
  sizes: (Choice & { checked: string | undefined }) | null;
  /** `[data-product-actions]`: availability message and find in store. */
  actions: HTMLElement;
  /** `[data-product-wishlist]`: hidden under the wishlist showcase flag. */
  wishlist: HTMLElement | null;
}

const failed = (problem: Problem) => ({ ok: false as const, ...problem });

/** A choice needs its label and a list with options; `container` is the selector of the optional part holding it. */
function readChoice(root: HTMLElement, container: string, option: string): Read<Choice> | null {
  const element = root.querySelector<HTMLElement>(container);
  if (!element) return null;
  const label = element.querySelector<HTMLElement>("[data-choice-label]");
  if (!label) return failed(missingPart(`${container} [data-choice-label]`));
  const first = element.querySelector<HTMLElement>(`[data-choice-list] ${option}`);
  if (!first) return failed(missingPart(`${container} [data-choice-list] ${option}`));
  const serverList = first.closest<HTMLElement>("[data-choice-list]")!;
  const item = first.parentElement !== serverList ? first.parentElement : null;
  return {
    ok: true,
    value: {
      container: element,
      label,
      serverList,
      classes: { list: serverList.className, item: item?.className ?? "", option: first.className },
    },
  };
}

/** The parts without which the widget cannot work (core/widget.ts reports a missing one). */
export const productPageParts = { actions: "[data-product-actions]" };

/** The optional parts (a choice present must be complete, and its variants valid). */
export function readOptionalParts(root: HTMLElement): Read<Omit<Parts, "actions">> {
  const part = <T extends HTMLElement = HTMLElement>(name: string) => root.querySelector<T>(`[${name}]`);
  let colours: Parts["colours"] = null;
  const colour = readChoice(root, "[data-product-colours]", "a[data-variant]");
  if (colour) {
    if (!colour.ok) return colour;
    const options: ColourOption[] = [];
    for (const link of colour.value.container.querySelectorAll<HTMLAnchorElement>("a[data-variant]")) {
      const { productId, partnumber, image, color } = link.dataset;
      const parsed = variantSchema.safeParse({ productId, partnumber, image, color });
      if (!parsed.success) return failed({ attribute: "data-variant", message: parsed.error.issues[0]?.message ?? "wrong variant type" });
      options.push({ variant: parsed.data, label: link.textContent?.trim() ?? "", href: link.getAttribute("href") ?? "" });
    }
    colours = { ...colour.value, options };
  }
  let sizes: Parts["sizes"] = null;
  const size = readChoice(root, "[data-product-sizes]", "input[type=radio]");
  if (size) {
    if (!size.ok) return size;
    // The option is the radio's label (the clickable box), when the radio sits in one.
    const radio = size.value.serverList.querySelector<HTMLInputElement>("input[type=radio]")!;
    const box = radio.closest("label");
    const classes = box
      ? {
          ...size.value.classes,
          option: box.className,
          item: box.parentElement !== size.value.serverList ? (box.parentElement?.className ?? "") : "",
        }
      : size.value.classes;
    const checked = size.value.container.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
    sizes = { ...size.value, classes, checked };
  }
  return {
    ok: true,
    value: {
      image: part<HTMLImageElement>("data-product-image"),
      partNumber: part("data-product-part-number"),
      price: part("data-product-price"),
      colours,
      sizes,
      wishlist: part("data-product-wishlist"),
    },
  };
}

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: productPageAttributes, parts: productPageParts } satisfies MarkupContract;
