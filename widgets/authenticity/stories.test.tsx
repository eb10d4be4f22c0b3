// Every authenticity story as a portable story: hydrated against the fixture service, and what each state shows.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./authenticity.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  state: "checking" | "verified" | "older-tap" | "failed";
  /** The first line the region shows. */
  says: string;
  /** Selectors that must be there, and (prefixed "!") must not. */
  marks: string[];
  errors?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Checking: { state: "checking", says: "Checking the tag…", marks: ["[aria-busy=true]"] },
  Verified: {
    state: "verified",
    says: "This product is authentic.",
    marks: ["[data-authenticity-dtc]", "a[data-authenticity-certificate=COC]", "[data-authenticity-editorial]"],
  },
  VerifiedItaly: { state: "verified", says: "Questo prodotto è autentico.", marks: ["a[data-authenticity-certificate=COC]"] },
  VerifiedKuwait: { state: "verified", says: "هذا المنتج أصلي.", marks: ["[dir=rtl] [data-authenticity-product]"] },
  Diamond: {
    state: "verified",
    says: "This product is authentic.",
    marks: ["a[data-authenticity-certificate=GEMOLOGICAL_LAB][href$='/certificates/AU-25-004410-lab.pdf']"],
  },
  SpecialProject: { state: "verified", says: "This product is authentic.", marks: ["[data-authenticity-project]"] },
  OlderTap: {
    state: "older-tap",
    says: "この情報は以前にタグにかざしたときのものです。今すぐ製品を確認するには、もう一度タグにかざしてください。",
    marks: ["[data-authenticity-product]"],
  },
  NoTap: {
    state: "failed",
    says: "This page was opened without the tag's data. Tap the tag with your phone to open it again.",
    marks: ["[data-authenticity-error=pdp-aura-no-valid-input-data]", "![data-authenticity-retry]"],
  },
  ExpiredPage: {
    state: "failed",
    says: "This page has expired. Tap the tag again to see the product's details.",
    marks: ["[data-authenticity-error=pdp-aura-expired-page]", "![data-authenticity-retry]"],
  },
  NoValidTag: {
    state: "failed",
    says: "This tag is not recognised as one of ours. Please contact our client service.",
    marks: ["[data-authenticity-error=pdp-aura-no-valid-tag]", "![data-authenticity-retry]"],
  },
  NetworkError: {
    state: "failed",
    says: "The authenticity service cannot be reached right now. Please try again.",
    marks: ["[data-authenticity-error=pdp-aura-network-error]", "[data-authenticity-retry]"],
  },
  JsonDataError: {
    state: "failed",
    says: "We could not read the authenticity service's answer. Please try again.",
    marks: ["[data-authenticity-error=pdp-aura-json-data-error]", "[data-authenticity-retry]"],
    errors: /authenticity on .*: unreadable answer/,
  },
  HostileStrings: {
    state: "verified",
    says: "This product is authentic.",
    marks: ["[data-authenticity-product]", "![data-authenticity-result] script", "!a[data-authenticity-certificate]"],
    errors: /authenticity on .*: certificate (COC|GEMOLOGICAL_LAB) not linked/,
  },
};

const errors = spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  sessionStorage.clear();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(
    () => {
      const region = root.querySelector("[data-authenticity-result]")!;
      expect(region.getAttribute("data-authenticity-state")).toBe(want.state);
      expect(region.firstElementChild!.textContent).toBe(want.says);
      for (const mark of want.marks) {
        if (mark.startsWith("!")) expect(root.querySelector(mark.slice(1)), mark).toBeNull();
        else expect(root.querySelector(mark), mark).not.toBeNull();
      }
    },
    { timeout: 5000 },
  );
  expectLoggedOnly(errors, want.errors);
});
