// A wishlist page's list, built by hand (no React): the shopper's own (`saved`, §2 wishlist-guest: the one store's
// list, with a clear "on this device" note for a guest and a link that shares it), or the list a shared link carries
// (`shared`, §2 wishlist-share: checked on read, each item with a toggle that saves it to the shopper's own list).
// Each item's name, image, link and price come from the §7 product data; the price follows the session's VIC status
// (§6) and the price showcase flag. Every text from a response is set as text, every URL through core/safe-url.ts.
import { effect, signal } from "@preact/signals-core";
import type { Product } from "../../core/entities";
import { formatPrice } from "../../core/format";
import { productPrice } from "../../core/product/price";
import { loadProduct } from "../../core/product-data";
import { accountPage, pageUrl } from "../../core/routes";
import { imageSource, sameOriginPath } from "../../core/safe-url";
import { config, market, showcase, textLocale, user, wishlist } from "../../core/store";
import { readSharedItems, shareLink } from "../../core/wishlist/share";
import { followWishlist, loadWishlist, wishlistOnDevice, wishlistProblem } from "../../core/wishlist/store";
import { bindWishlistToggle } from "../../core/wishlist/toggle";
import { wishlistPageText, type WishlistPageTextKey } from "./messages";

type Details = { state: "loading" } | { state: "ready"; product: Product } | { state: "failed" };

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
  const el = document.createElement(tag);
  el.className = className;
  el.append(...children);
  return el;
};

/** Renders the list into `container` (its server content set aside meanwhile); returns the undo. */
export function enhanceList(kind: "saved" | "shared", container: HTMLElement): () => void {
  const server = [...container.childNodes];
  const say = (key: WishlistPageTextKey, vars: Record<string, number> = {}) => wishlistPageText(textLocale.value, key, vars);
  const details = new Map<string, Details>();
  /** Bumped when product data arrives: the render effect reads it. */
  const arrived = signal(0);
  const rows = new Map<string, { row: HTMLLIElement; shown: Details["state"]; unbind?: () => void }>();
  const shared = kind === "shared" ? readSharedItems(location.search) : undefined;

  const note = element("p", "vitrine-wishlist__note");
  const status = element("p", "vitrine-wishlist__status");
  status.setAttribute("role", "status");
  status.tabIndex = -1;
  const list = element("ul", "vitrine-wishlist__items");
  const share = kind === "saved" ? shareBlock(say) : undefined;
  container.replaceChildren(note, status, list, ...(share ? [share.block] : []));
  followWishlist();

  function fetchDetails(item: string): void {
    details.set(item, { state: "loading" });
    loadProduct(item)
      .then(
        (product) => details.set(item, { state: "ready", product }),
        () => details.set(item, { state: "failed" }),
      )
      .finally(() => arrived.value++);
  }

  function row(item: string, found: Details): { row: HTMLLIElement; shown: Details["state"]; unbind?: () => void } {
    const li = element("li", "vitrine-wishlist__item");
    li.dataset["item"] = item;
    if (found.state !== "ready") {
      const text = found.state === "loading" ? say("loading") : say("itemFailed");
      li.append(element("p", "vitrine-wishlist__name", item), element("p", "vitrine-wishlist__problem", text));
      if (found.state === "failed") {
        const retry = element("button", "vitrine-retry", say("retry"));
        retry.type = "button";
        retry.addEventListener("click", () => fetchDetails(item));
        li.append(retry);
      }
      return { row: li, shown: found.state };
    }
    const { product } = found;
    const name = product.name ?? item;
    const link = element("a", "vitrine-wishlist__link");
    link.href = sameOriginPath(product.canonicalUrl) ?? "#";
    const src = imageSource(product.image);
    if (src) {
      const img = element("img", "vitrine-wishlist__image");
      Object.assign(img, { src, alt: "", width: 160, height: 200, loading: "lazy" });
      link.append(img);
    }
    link.append(element("span", "vitrine-wishlist__name", name));
    const price = element("p", "vitrine-wishlist__price");
    price.dataset["price"] = "";
    const toggle = element("button", "");
    li.append(link, price, toggle);
    return { row: li, shown: "ready", unbind: bindWishlistToggle(toggle, item, { name }) };
  }

  /** The price line, as the product page's: hidden under the price showcase, VIC's private price (§6). */
  function priceText(product: Product): string {
    const shown = productPrice(product, { vic: user.value.vic, priceShowcase: showcase.value.price });
    if (shown.kind === "regular" || shown.kind === "reduced") return formatPrice(shown.price, market.value);
    return "";
  }

  /** Keeps focus in the list when the row holding it goes (its item was removed): on the next row's toggle, else the
   * status line. */
  function keepFocus(going: HTMLElement, order: readonly string[]): void {
    if (!going.contains(document.activeElement)) return;
    const next = order.map((item) => rows.get(item)?.row).find((r) => r && r !== going && r.isConnected);
    (next?.querySelector<HTMLElement>("button") ?? status).focus();
  }

  const stop = effect(() => {
    void arrived.value;
    const items = shared ? shared.items : (wishlist.value ?? []);
    const problem = wishlistProblem.value;
    void textLocale.value; // the texts follow the language
    for (const item of items) if (!details.has(item)) fetchDetails(item);
    for (const [item, entry] of rows)
      if (!items.includes(item)) {
        keepFocus(entry.row, items);
        entry.unbind?.();
        entry.row.remove();
        rows.delete(item);
      }
    for (const item of items) {
      const found = details.get(item)!;
      let entry = rows.get(item);
      if (!entry || entry.shown !== found.state) {
        entry?.unbind?.();
        const fresh = row(item, found);
        if (entry) entry.row.replaceWith(fresh.row);
        rows.set(item, (entry = fresh));
      }
      list.append(entry.row); // in the list's order
      const price = entry.row.querySelector<HTMLElement>("[data-price]");
      if (price && found.state === "ready") price.textContent = priceText(found.product);
    }
    showStatus(items.length, problem?.kind === "load-failed" && !shared);
    note.replaceChildren(...(kind === "saved" && wishlistOnDevice.value ? onDeviceNote() : []));
    share?.update(items);
  });

  function showStatus(count: number, failed: boolean): void {
    if (failed) {
      const retry = element("button", "vitrine-retry", say("retry"));
      retry.type = "button";
      retry.addEventListener("click", () => void loadWishlist().catch(() => status.focus()));
      status.replaceChildren(`${say("loadFailed")} `, retry);
      return;
    }
    const lines: string[] = [];
    if (count === 0) lines.push(say(shared ? "sharedEmpty" : "empty"));
    if (shared && shared.dropped > 0) lines.push(say("dropped", { count: shared.dropped }));
    status.textContent = lines.join(" ");
  }

  function onDeviceNote(): (Node | string)[] {
    const link = document.createElement("a");
    const login = new URL(pageUrl(accountPage("login", config.value.country), config.value.siteRoot), location.href);
    login.searchParams.set("back", location.pathname);
    link.href = `${login.pathname}${login.search}`;
    link.textContent = say("signIn");
    return [`${say("onDevice")} `, link];
  }

  return () => {
    stop();
    for (const entry of rows.values()) entry.unbind?.();
    container.replaceChildren(...server);
  };
}

/** The saved list's share link: the list in the link (core/wishlist/share.ts), shown and copied on request. */
function shareBlock(say: (key: WishlistPageTextKey) => string) {
  const block = element("div", "vitrine-wishlist__share");
  const id = `vitrine-wishlist-share-${Math.random().toString(36).slice(2, 8)}`;
  const label = element("label", "vitrine-wishlist__share-label", say("share"));
  label.htmlFor = id;
  const hint = element("p", "vitrine-wishlist__share-hint", say("shareHint"));
  hint.id = `${id}-hint`;
  const field = element("input", "vitrine-wishlist__share-link");
  Object.assign(field, { id, readOnly: true, type: "url" });
  field.setAttribute("aria-describedby", hint.id);
  const copy = element("button", "vitrine-wishlist__copy", say("copy"));
  copy.type = "button";
  const said = element("p", "vitrine-wishlist__copied");
  said.setAttribute("role", "status");
  copy.addEventListener("click", () => {
    (navigator.clipboard?.writeText(field.value) ?? Promise.reject(new Error("no clipboard"))).then(
      () => void (said.textContent = say("copied")),
      () => {
        field.select();
        said.textContent = say("copyFailed");
      },
    );
  });
  block.append(label, hint, field, copy, said);
  return {
    block,
    update(items: readonly string[]): void {
      block.hidden = items.length === 0;
      field.value = shareLink(items, { origin: location.origin, siteRoot: config.value.siteRoot });
      label.textContent = say("share");
      hint.textContent = say("shareHint");
      copy.textContent = say("copy");
    },
  };
}
