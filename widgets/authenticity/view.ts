// What the authenticity page shows, built by hand into its result region (no React): checking, a failure in the
// shopper's words with its §8 key, or the product with its facts, certificates and editorial. Every server string
// goes in as text; the editorial's HTML only through core/html.ts; certificate links only as the page allows them.
import { h } from "../../core/dom";
import { formatMeasure } from "../../core/format";
import { htmlFragment } from "../../core/html";
import type { MarketConfig } from "../../markets/markets";
import type { AuthenticProduct, Editorial, Experience } from "./answers";
import type { AuthTextKey } from "./messages";
import { certificateTextKey, isDirectToConsumer, type CertificateType } from "./rules";

export interface AuthView {
  region: HTMLElement;
  market: MarketConfig;
  t: (key: AuthTextKey) => string;
}

export interface Verified {
  product: AuthenticProduct;
  experience: Experience;
  olderTap: boolean;
  special: boolean;
  editorial: Editorial;
  /** The certificates that may be linked (PDF, on an allowed origin), in the answer's order. */
  certificates: ReadonlyArray<{ type: CertificateType; href: string }>;
}

function show(region: HTMLElement, state: string, ...content: Node[]): void {
  region.setAttribute("data-authenticity-state", state);
  region.setAttribute("aria-busy", String(state === "checking"));
  region.replaceChildren(...content);
}

/** While the calls run; `focus` keeps the shopper's focus (on the retry they pressed) on what replaced it. */
export function showChecking({ region, t }: AuthView, focus: boolean): void {
  const line = h("p", { tabindex: "-1" }, t("checking"));
  show(region, "checking", line);
  if (focus) line.focus();
}

/** The failure's words, its key for support and tests, and the retry where trying again may help. */
export function showFailure({ region, t }: AuthView, key: string, words: AuthTextKey, retry: boolean): HTMLButtonElement | undefined {
  const button = retry ? (h("button", { type: "button", "data-authenticity-retry": true }, t("retry")) as HTMLButtonElement) : undefined;
  show(region, "failed", h("p", { class: "authenticity__message", "data-authenticity-error": key }, t(words)), ...(button ? [button] : []));
  return button;
}

const fact = (term: string, value: string) => h("div", {}, h("dt", {}, term), h("dd", {}, value));

function facts({ t, market }: AuthView, { product, experience }: Verified): HTMLElement {
  const size = experience.dimensionsCm;
  const cm = (value: number | undefined, key: AuthTextKey) =>
    value !== undefined && fact(t(key), formatMeasure(value, "centimeter", market));
  return h(
    "dl",
    { class: "authenticity__facts" },
    fact(t("reference"), product.partNumber),
    fact(t("serialNumber"), experience.serialNumber),
    cm(size?.height, "height"),
    cm(size?.width, "width"),
    cm(size?.depth, "depth"),
    experience.co2Kg !== undefined && fact(t("co2"), formatMeasure(experience.co2Kg, "kilogram", market)),
  );
}

function certificateList({ t }: AuthView, certificates: Verified["certificates"]): Node[] {
  if (certificates.length === 0) return [];
  const links = certificates.map(({ type, href }) =>
    h("li", {}, h("a", { href, type: "application/pdf", "data-authenticity-certificate": type }, t(certificateTextKey(type)))),
  );
  return [h("h3", {}, t("certificates")), h("ul", { class: "authenticity__certificates" }, ...links)];
}

function editorialSections({ sections }: Editorial): Node[] {
  return sections.map(({ title, html }) => {
    const body = h("div", { class: "authenticity__editorial" });
    body.append(htmlFragment(html));
    return h("section", { "data-authenticity-editorial": true }, h("h3", {}, title), body);
  });
}

/** The checked product; focus moves to its name when `focus` (the shopper asked: a retry or a scan). */
export function showVerified(view: AuthView, verified: Verified, focus: boolean): void {
  const { t } = view;
  const name = h("h2", { tabindex: "-1", "data-authenticity-product": true }, verified.product.name);
  show(
    view.region,
    verified.olderTap ? "older-tap" : "verified",
    h("p", { class: "authenticity__verdict", "data-authenticity-verdict": true }, t(verified.olderTap ? "olderTap" : "verified")),
    name,
    facts(view, verified),
    ...(isDirectToConsumer(verified.experience.channel) ? [h("p", { "data-authenticity-dtc": true }, t("directToConsumer"))] : []),
    ...(verified.special ? [h("p", { "data-authenticity-project": true }, t("eternalGold"))] : []),
    ...certificateList(view, verified.certificates),
    ...editorialSections(verified.editorial),
  );
  if (focus) name.focus();
}
