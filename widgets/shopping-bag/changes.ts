// The bag's forms, sent through the cart store instead of a page load: each submit is one keyed change (a second
// press joins it), answered by an announcement; a failure keeps focus where it is and the server's cart shown, and
// says so beside the form with a retry. Without JavaScript the same forms post to the server (post/redirect/get).
import { applyCoupon, clearCoupon, itemCount, removeFromCart, setPackaging, setPickupInStore, updateCartLine } from "../../core/cart";
import type { CartResponse } from "../../core/entities";
import { errorMessage } from "../../core/errors";
import { HttpError } from "../../core/http";
import { couponValidityAfterInput, failureText, stockLeft, type BagChange, type CouponValidity } from "./rules";
import { offerQuantities, quantitySelect, type BagView } from "./view";

export interface BagChanges {
  view: () => BagView;
  cart: () => CartResponse | null;
  announce(text: string): void;
  report(message: string, cause: unknown): void;
}

const field = (form: HTMLFormElement, name: string) => new FormData(form).get(name)?.toString() ?? "";

/** The change a bag form asks for; null when there is nothing to send (an empty coupon field and no coupon). */
export function changeOf(form: HTMLFormElement, bag: CartResponse | null): BagChange | null {
  if (form.matches("[data-bag-update]"))
    return { kind: "update", orderItemId: field(form, "orderItemId"), quantity: Number(field(form, "quantity")) };
  if (form.matches("[data-bag-remove]")) return { kind: "remove", orderItemId: field(form, "orderItemId") };
  if (form.matches("[data-bag-coupon]")) {
    const code = field(form, "code").trim();
    if (code) return { kind: "coupon", code };
    return bag?.promotionCode ? { kind: "clear-coupon" } : null;
  }
  if (form.matches("[data-bag-coupon-remove]")) return { kind: "clear-coupon" };
  if (form.matches("[data-bag-packaging]"))
    return { kind: "packaging", packaging: field(form, "packaging") === "gift" ? "gift" : "standard" };
  if (form.matches("[data-bag-pickup]")) return { kind: "pickup", pickupInStore: field(form, "pickupInStore") === "true" };
  return null;
}

function send(change: BagChange): Promise<CartResponse> {
  switch (change.kind) {
    case "update":
      return updateCartLine(change.orderItemId, change.quantity);
    case "remove":
      return removeFromCart(change.orderItemId);
    case "coupon":
      return applyCoupon(change.code);
    case "clear-coupon":
      return clearCoupon();
    case "packaging":
      return setPackaging(change.packaging);
    case "pickup":
      return setPickupInStore(change.pickupInStore);
  }
}

export function bagChanges({ view, cart, announce, report }: BagChanges) {
  const t = (...args: Parameters<BagView["t"]>) => view().t(...args);
  const couponForm = () => view().root.querySelector<HTMLFormElement>("form[data-bag-coupon]");

  /** §4 "Input fields": the coupon's validity, on its form (`data-validity`), its status and the field's aria-invalid. */
  function showValidity(validity: CouponValidity, code = ""): void {
    const form = couponForm();
    if (!form) return;
    const input = form.querySelector<HTMLInputElement>("input[name=code]");
    const status = form.querySelector("[data-bag-coupon-status]");
    if (validity) form.setAttribute("data-validity", validity);
    else form.removeAttribute("data-validity");
    if (validity === "invalid") input?.setAttribute("aria-invalid", "true");
    else input?.removeAttribute("aria-invalid");
    if (status) status.textContent = validity === "valid" ? t("couponApplied", { code }) : validity === "invalid" ? t("couponInvalid") : "";
  }

  function onCouponInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const form = couponForm();
    if (!form || input.name !== "code" || !form.contains(input)) return;
    const validity = (form.getAttribute("data-validity") as CouponValidity) ?? null;
    if (couponValidityAfterInput(input.value, validity) === null && validity !== null) showValidity(null);
  }

  /** The message beside a form: its text, and a retry button when trying again can help. Re-used, so a retry that
   * fails again keeps focus on its button. */
  function showError(form: HTMLFormElement, text: string, retry?: () => void): void {
    let box = form.querySelector<HTMLElement>("[data-bag-error]");
    if (!box) {
      box = document.createElement("p");
      box.className = "vitrine-shopping-bag__error vitrine-status-line";
      box.setAttribute("role", "alert");
      box.setAttribute("data-bag-error", "");
      box.append(document.createElement("span"));
      form.append(box);
    }
    box.firstElementChild!.textContent = text;
    let button = box.querySelector<HTMLButtonElement>("button");
    if (retry) {
      if (!button) {
        button = document.createElement("button");
        button.type = "button";
        button.className = "vitrine-retry";
        box.append(button);
      }
      button.textContent = t("retry");
      button.onclick = retry;
    } else button?.remove();
  }

  function clearError(form: HTMLFormElement): void {
    const box = form.querySelector<HTMLElement>("[data-bag-error]");
    if (!box) return;
    if (box.contains(document.activeElement)) form.querySelector<HTMLElement>("button[type=submit], button:not([type])")?.focus();
    box.remove();
  }

  async function run(change: BagChange, form: HTMLFormElement): Promise<void> {
    const name = form.closest("[data-bag-line]")?.querySelector("[data-bag-line-name]")?.textContent?.trim() ?? "";
    form.setAttribute("aria-busy", "true");
    try {
      const next = await send(change);
      clearError(form);
      done(change, next, name);
    } catch (error) {
      failed(change, form, error);
    } finally {
      form.removeAttribute("aria-busy");
    }
  }

  function done(change: BagChange, next: CartResponse, name: string): void {
    const count = itemCount(next);
    if (change.kind === "update") announce(t("updated", { count }));
    else if (change.kind === "remove") announce(t("removed", { name, count }));
    else if (change.kind === "coupon") {
      showValidity("valid", next.promotionCode ?? change.code);
      announce(t("couponApplied", { code: next.promotionCode ?? change.code }));
    } else if (change.kind === "clear-coupon") {
      const input = couponForm()?.querySelector<HTMLInputElement>("input[name=code]");
      if (input) input.value = "";
      showValidity(null);
      announce(t("couponRemoved"));
    } else announce(t("saved"));
  }

  function failed(change: BagChange, form: HTMLFormElement, error: unknown): void {
    const status = error instanceof HttpError ? error.status : undefined;
    const left = status === 409 ? stockLeft((error as HttpError).body) : undefined;
    if (change.kind === "update") {
      // The server's quantity stays shown; a cap the server just stated replaces the page's.
      const line = form.closest("[data-bag-line]");
      const select = line && quantitySelect(line);
      const quantity = cart()?.orderItem.find((l) => l.orderItemId === change.orderItemId)?.quantity;
      if (select && quantity !== undefined) offerQuantities(select, left ?? select.options.length, quantity, view().market);
    }
    if (change.kind === "coupon" && status === 422) {
      clearError(form);
      showValidity("invalid");
      announce(t("couponInvalid"));
      return;
    }
    if (left !== undefined) return showError(form, t("notEnoughStock", { count: left })); // a refusal, not a fault
    report(`${change.kind} failed: ${errorMessage(error)}`, error);
    showError(form, t(failureText(change.kind)), () => void run(change, form));
  }

  return {
    onSubmit(event: SubmitEvent): void {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const change = changeOf(form, cart());
      if (!change && !form.matches("[data-bag-coupon]")) return; // not one of ours: the page's own form
      event.preventDefault();
      if (change) void run(change, form);
      else showValidity(null);
    },
    onCouponInput,
  };
}
