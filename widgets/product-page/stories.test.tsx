// Every product-page story rendered as a portable story (happy-dom, the shared MSW handlers through msw/node) and
// checked: the availability line, the price line, the radio groups, find in store.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { resetStock } from "../../core/stock";
import { CASES } from "../../fixtures/catalogue";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./product-page.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** The availability line (contains); null = no product article. */
  availability: string | null;
  /** The price line's text (contains); "" = no price. */
  price?: string;
  sizes?: number;
  colours?: number;
  findInStore?: boolean;
  errors?: RegExp;
  /** Fallback block: the product shown. */
  fallback?: string;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  ColoursAndSizes: { availability: "Available online", price: "605.00", sizes: 3, colours: 5, findInStore: true },
  SingleSku: { availability: "Available online", sizes: 0, colours: 0, findInStore: true },
  MadeToOrder: { availability: "Made to order", price: "Price on request", findInStore: true },
  Vic: { availability: "Available online", price: "990.00", findInStore: true },
  InStoreOnly: { availability: "Out of stock online, available in store", sizes: 4, findInStore: true },
  AvailabilityService: { availability: "Available online", sizes: 3 },
  CheckingStock: { availability: "Checking availability…", sizes: 3 },
  StockFailed: { availability: "Availability could not be checked.", errors: /^\[vitrine\] stock: Invalid API gateway response$/ },
  Showcase: { availability: "Available online", price: "", findInStore: false },
  RtlKuwait: { availability: "متوفر عبر الإنترنت", colours: 5 },
  Fallback: { availability: null, fallback: CASES.availableSoonNoStock.productId },
};

const errors = spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  resetStock();
});

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const container = renderStory(composed[name]);
    const want = EXPECTATIONS[name];
    await waitFor(
      () => {
        if (want.fallback) {
          expect(container.querySelector("[data-product-fallback]")?.getAttribute("data-fallback")).toBe("chosen");
          const shown = [...container.querySelectorAll<HTMLElement>("[data-fallback-item]")]
            .filter((i) => !i.hidden)
            .map((i) => i.dataset.fallbackItem);
          expect(shown).toEqual([want.fallback]);
          return;
        }
        expect(container.querySelector("[data-availability]")?.textContent).toContain(want.availability);
        if (want.price !== undefined) expect(container.querySelector(".vitrine-product-price")?.textContent ?? "").toContain(want.price);
        if (want.price === "") expect(container.querySelector(".vitrine-product-price")?.textContent).toBe("");
        if (want.sizes !== undefined)
          expect(container.querySelectorAll('[aria-labelledby="product-size-label"] [role=radio]')).toHaveLength(want.sizes);
        if (want.colours !== undefined)
          expect(container.querySelectorAll('[aria-labelledby="product-colour-label"] [role=radio]')).toHaveLength(want.colours);
        if (want.findInStore !== undefined)
          expect(container.querySelector(".vitrine-product-find-in-store") !== null).toBe(want.findInStore);
      },
      { timeout: 8000 },
    );
    expectLoggedOnly(errors, want.errors);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
