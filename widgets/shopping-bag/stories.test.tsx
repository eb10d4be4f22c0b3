// Every shopping-bag story as a portable story: hydrated, and what each state shows.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { cart } from "../../core/store";
import { resetCarts } from "../../fixtures/cart";
import * as stories from "./shopping-bag.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** Selectors that must be there, and (prefixed "!") must not. */
  marks: string[];
  /** The tax rows' labels. */
  taxes?: string[];
  errors?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Filled: {
    marks: [
      "[data-bag-line='OI2']",
      "form[data-bag-pickup]",
      "a[data-bag-proceed][href='/pages/checkout-login.html']",
      "!form[data-bag-packaging]",
    ],
    taxes: ["IVA inclusa"],
  },
  SplitTax: { marks: ["a[data-bag-proceed]"], taxes: ["Sales tax", "Shipping tax", "Total tax"] },
  Packaging: { marks: ["form[data-bag-packaging] input[value=gift]"], taxes: ["부가세 포함"] },
  RtlKuwait: { marks: ["form[data-bag-packaging]", "[dir=rtl] [data-shopping-bag]"], taxes: ["شامل ضريبة القيمة المضافة"] },
  CouponApplied: {
    marks: ["[data-bag-coupon][data-validity=valid]", "[data-bag-row=adjustment]:not([hidden])", "[data-bag-coupon-remove]:not([hidden])"],
  },
  CouponInvalid: { marks: ["[data-bag-coupon][data-validity=invalid]", "input[name=code][aria-invalid=true]"] },
  UpdateFailed: { marks: ["[data-bag-update] [data-bag-error] button"], errors: /shopping-bag on .*: update failed/ },
  Empty: { marks: ["[data-bag-empty]:not([hidden])", "[data-bag-filled][hidden]"] },
  CheckoutShowcase: { marks: ["!a[data-bag-proceed]"] },
  AlternateLayout: { marks: ["[data-shopping-bag][data-layout=alt]"] },
};

const errors = spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  cart.value = null;
  resetCarts();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => {
    expect(root.querySelector("[data-shopping-bag-ready]")).not.toBeNull();
    for (const mark of want.marks) {
      if (mark.startsWith("!")) expect(root.querySelector(mark.slice(1)), mark).toBeNull();
      else expect(root.querySelector(mark), mark).not.toBeNull();
    }
  });
  if (want.taxes) expect([...root.querySelectorAll("[data-bag-row=tax] dt")].map((dt) => dt.textContent)).toEqual(want.taxes);
  expectLoggedOnly(errors, want.errors);
});
