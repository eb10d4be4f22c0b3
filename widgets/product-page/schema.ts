// Markup contract of the product page (§2 "Product page", §3 "Product", "Variant", "Size"): the product's own data-*
// attributes, and the parts of the server markup the widget enhances (see README.md for the copy-paste example).
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { sizeSchema, variantSchema, type Size, type Variant } from "../../core/entities";

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

export const productPageAttributes = z.object({
  partnumber: required("data-partnumber"),
  /** The colour variant this page shows (§2 URL); absent = the product's own part number. */
  uniquePartNumber: attr.optionalString(),
  productId: required("data-product-id"),
  /** For the §2 slug when the colour changes; absent = the slug of the current URL is kept. */
  name: attr.optionalString(),
  hasSingleSku: attr.bool(),
  /** JSON, parsed by parseSizes so that a bad size is named. */
  sizes: required("data-sizes"),
  lifeCycle: attr.optionalString(),
  onlineExclusiveInterval: attr.optionalInterval(),
  onSale: attr.bool(),
  resolveStockOnInit: attr.bool(),
  // §3 prices (additions to the spec's attribute list: the page knows them, the product data call refreshes them).
  price: attr.optional(attr.number()),
  offerPrice: attr.optional(attr.number()),
  discountPercentage: attr.optional(attr.number()),
  privateSalesPrice: attr.optional(attr.number()),
  privateSalesPercentage: attr.optional(attr.number()),
});
export type ProductPageAttributes = z.output<typeof productPageAttributes>;

const sizesJson = attr.json(z.array(pageSize, { error: "wrong size type" }));

export type Parsed<T> = { ok: true; value: T } | { ok: false; attribute: string; message: string };

/** `data-sizes`: JSON of `{label, value}`; errors name the size ("0.productId: missing productId"). */
export function parseSizes(text: string): Parsed<Size[]> {
  const result = sizesJson.safeParse(text);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return { ok: false, attribute: "data-sizes", message: where + (issue?.message ?? "wrong size type") };
}

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

const fail = (attribute: string, message: string) => ({ ok: false as const, attribute, message });

function readChoice(container: HTMLElement, attribute: string, option: string): Parsed<Choice> {
  const label = container.querySelector<HTMLElement>("[data-choice-label]");
  const serverList = container.querySelector<HTMLElement>("[data-choice-list]");
  const first = serverList?.querySelector<HTMLElement>(option);
  if (!label) return fail(attribute, "missing [data-choice-label]");
  if (!serverList || !first) return fail(attribute, "missing [data-choice-list] or its options");
  const item = first.parentElement !== serverList ? first.parentElement : null;
  return { ok: true, value: { container, label, serverList, classes: { list: serverList.className, item: item?.className ?? "", option: first.className } } };
}

/** The parts without which the widget cannot work (core/widget.tsx reports a missing one). */
export const productPageParts = { actions: "[data-product-actions]" };

/** The optional parts and the choices' own markup; `actions` is the required part, already found. */
export function readParts(root: HTMLElement, actions: HTMLElement): Parsed<Parts> {
  const part = <T extends HTMLElement = HTMLElement>(name: string) => root.querySelector<T>(`[${name}]`);
  let colours: Parts["colours"] = null;
  const colourContainer = part("data-product-colours");
  if (colourContainer) {
    const choice = readChoice(colourContainer, "data-product-colours", "a[data-variant]");
    if (!choice.ok) return choice;
    const options: ColourOption[] = [];
    for (const link of colourContainer.querySelectorAll<HTMLAnchorElement>("a[data-variant]")) {
      const { productId, partnumber, image, color } = link.dataset;
      const parsed = variantSchema.safeParse({ productId, partnumber, image, color });
      if (!parsed.success) return fail("data-variant", parsed.error.issues[0]?.message ?? "wrong variant type");
      options.push({ variant: parsed.data, label: link.textContent?.trim() ?? "", href: link.getAttribute("href") ?? "" });
    }
    colours = { ...choice.value, options };
  }
  let sizes: Parts["sizes"] = null;
  const sizeContainer = part("data-product-sizes");
  if (sizeContainer) {
    const choice = readChoice(sizeContainer, "data-product-sizes", "input[type=radio]");
    if (!choice.ok) return choice;
    // The option is the radio's label (the clickable box), when the radio sits in one.
    const radio = choice.value.serverList.querySelector<HTMLInputElement>("input[type=radio]")!;
    const box = radio.closest("label");
    const classes = box ? { ...choice.value.classes, option: box.className, item: box.parentElement !== choice.value.serverList ? (box.parentElement?.className ?? "") : "" } : choice.value.classes;
    const checked = sizeContainer.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
    sizes = { ...choice.value, classes, checked };
  }
  return {
    ok: true,
    value: { image: part<HTMLImageElement>("data-product-image"), partNumber: part("data-product-part-number"), price: part("data-product-price"), colours, sizes, actions, wishlist: part("data-product-wishlist") },
  };
}
