// Every quick-buy story rendered as a portable story: the modal's step and what it shows.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { resetStock } from "../../core/stock";
import { cart } from "../../core/store";
import * as stories from "./quick-buy.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  step: "product" | "list" | "init-error";
  /** Selectors that must be there, and (prefixed "!") must not. */
  marks?: string[];
  errors?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Product: { step: "product", marks: ["select", ".vitrine-price", "[data-quick-buy-add][disabled]"] },
  CartList: { step: "list", marks: [".vitrine-quick-buy__line", "[data-quick-buy-consent]", "a[href='/checkout-login.html']"] },
  EditMode: { step: "product", marks: ["[data-quick-buy-add][disabled]"] },
  InStore: { step: "list", marks: [".vitrine-quick-buy__remove"] },
  InitError: { step: "init-error", marks: ["[data-quick-buy-error=init]"], errors: /stock|quick-buy on .*: init failed/ },
  ResumeError: { step: "list", marks: ["[data-quick-buy-error=resume]"], errors: /quick-buy on .*: the cart list could not be loaded/ },
  Showcase: { step: "list", marks: ["!.vitrine-quick-buy__totals", "!a[href='/checkout-login.html']"] },
  RtlKuwait: { step: "product", marks: ["select"] },
};

const errors = spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  resetStock();
  cart.value = null;
});

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    renderStory(composed[name]);
    const want = EXPECTATIONS[name];
    await waitFor(
      () => {
        const dialog = document.querySelector<HTMLElement>("[role=dialog]");
        expect(dialog?.dataset["step"]).toBe(want.step);
        for (const mark of want.marks ?? []) {
          if (mark.startsWith("!")) expect(dialog!.querySelector(mark.slice(1)), mark).toBeNull();
          else expect(dialog!.querySelector(mark), mark).not.toBeNull();
        }
      },
      { timeout: 8000 },
    );
    expectLoggedOnly(errors, want.errors);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
