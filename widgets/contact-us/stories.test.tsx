// Every contact-us story as a portable story: the title options by market (§5), the errors, the sent state.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import { resetSubmissions } from "../../fixtures/form-submissions";
import * as stories from "./contact-us.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** Title options after the placeholder: label, and "disabled" when so. */
  titles: string[];
  summary?: string;
  status?: string;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Default: { titles: ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"] },
  Japan: { titles: ["男性", "女性", "回答しない"] },
  Turkish: { titles: ["Belirtmek istemiyorum (disabled)"] },
  RtlKuwait: { titles: ["السيد", "السيدة", "السيدة (متزوجة)", "أفضّل عدم الإفصاح"] },
  Errors: {
    titles: ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"],
    summary: "5 campi richiedono attenzione:",
  },
  Sent: {
    titles: ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"],
    status: "Grazie, la tua richiesta è stata inviata.",
  },
};

afterEach(async () => {
  await unmountStory();
  resetSubmissions();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(
    () => {
      expect(root.querySelector("[data-contact-us] form")?.hasAttribute("novalidate")).toBe(true);
      const options = [...root.querySelectorAll<HTMLOptionElement>("[name=title] option")].slice(1);
      expect(options.map((o) => `${o.textContent}${o.disabled ? " (disabled)" : ""}`)).toEqual(want.titles);
      if (want.summary) expect(root.querySelector("[data-form-summary] p")?.textContent).toBe(want.summary);
      if (want.status) expect(root.querySelector("[data-form-status]")?.textContent).toBe(want.status);
    },
    { timeout: 5000 },
  );
});
