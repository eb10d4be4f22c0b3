// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"disableJavaScriptFileLoading":false}}
// Every checkout story as a portable story (the stand-in provider scripts load and run, as in the browser): the
// market's sections and consents (§3 "Korean checkout consent blocks", §9 "Other flags"), the errors announced with the
// button never disabled, §6 showcase checkout and th without checkout.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./checkout.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Want {
  /** The notice where checkout is not offered (the form and the summary hidden), else null. */
  unavailable: string | null;
  /** The consent checkboxes, `*` when required. */
  consents: string[];
  invoice: boolean;
  suggestions: boolean;
  count: string;
  summary?: string;
}

const EXPECTATIONS: Record<StoryName, Want> = {
  Default: {
    unavailable: null,
    consents: ["terms*", "privacyConsent*", "newsletter"],
    invoice: false,
    suggestions: false,
    count: "1 articolo",
  },
  Errors: {
    unavailable: null,
    consents: ["terms*", "privacyConsent*", "newsletter"],
    invoice: false,
    suggestions: false,
    count: "1 articolo",
    summary: "9 campi richiedono attenzione:",
  },
  China: { unavailable: null, consents: ["terms*", "privacyConsent*", "newsletter"], invoice: true, suggestions: true, count: "1 件商品" },
  Korea: {
    unavailable: null,
    consents: ["koreanTerms*", "koreanPersonalData*", "newsletter"],
    invoice: false,
    suggestions: false,
    count: "1개 상품",
  },
  RtlKuwait: { unavailable: null, consents: ["terms*", "newsletter"], invoice: false, suggestions: false, count: "منتج واحد" },
  ShowcaseCheckout: {
    unavailable: "L'acquisto online non è disponibile qui.",
    consents: ["terms*", "privacyConsent*", "newsletter"],
    invoice: false,
    suggestions: false,
    count: "1 articolo",
  },
  Thailand: { unavailable: "ไม่มีบริการซื้อออนไลน์ที่นี่", consents: ["terms*"], invoice: false, suggestions: false, count: "1 ชิ้น" },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const q = (selector: string) => root.querySelector<HTMLElement>(selector);
  const notice = () => q("[data-checkout-unavailable]");
  if (want.unavailable) {
    await waitFor(() => expect(notice()!.hidden).toBe(false), { timeout: 10_000 });
    expect(notice()!.textContent).toBe(want.unavailable);
    expect(q("form")!.hidden).toBe(true);
    expect(q("[data-checkout-summary]")!.hidden).toBe(true);
    return;
  }
  await waitFor(() => expect(q("#stand-in-card-number")).not.toBeNull(), { timeout: 10_000 }); // the card's provider is in
  expect(notice()!.hidden).toBe(true);
  expect(q("[data-summary-count]")!.textContent).toBe(want.count);
  const consents = [...root.querySelectorAll<HTMLInputElement>(".checkout__consents input[type=checkbox]")];
  expect(consents.map((box) => `${box.name}${box.required ? "*" : ""}`)).toEqual(want.consents);
  expect(q("[data-invoice-fields]") !== null).toBe(want.invoice);
  expect(q("[data-address-suggestions]")?.getAttribute("role") === "combobox").toBe(want.suggestions);
  if (want.summary) {
    await waitFor(() => expect(q("[data-form-summary] p")?.textContent).toBe(want.summary));
    expect((document.activeElement as HTMLInputElement).name).toBe("email");
    expect(q("[data-place-order]")!.hasAttribute("disabled")).toBe(false);
  } else expect(q("[data-form-summary]")!.hidden).toBe(true);
});
