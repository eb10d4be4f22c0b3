// Every find-in-store story as a portable story: the dialog, what its status says, the boutiques and their links.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./find-in-store.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Want {
  title: string;
  status: string;
  stores: string[];
  appointments: boolean;
  retry?: boolean;
  /** A line of the first boutique's hours, written out. */
  monday?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Want> = {
  Boutiques: {
    title: "Find in store",
    status: "2 boutiques",
    stores: ["us-new-york-fifth", "us-beverly-hills"],
    appointments: true,
    monday: /^10:00\sAM–7:00\sPM$/,
  },
  NoBoutique: { title: "Find in store", status: "No boutique in this market has this item right now.", stores: [], appointments: false },
  CheckFailed: { title: "Find in store", status: "The boutiques could not be checked.", stores: [], appointments: false, retry: true },
  ShowcaseAppointment: {
    title: "Find in store",
    status: "2 boutiques",
    stores: ["us-new-york-fifth", "us-beverly-hills"],
    appointments: false,
  },
  Italy: {
    title: "Trova in boutique",
    status: "3 boutique",
    stores: ["it-milano-montenapoleone", "it-roma-condotti", "it-venezia-broken"],
    appointments: true,
    monday: /^10:00–19:30$/,
  },
  RtlKuwait: { title: "ابحث في المتجر", status: "بوتيك واحد", stores: ["kw-the-avenues"], appointments: true },
};

spyOnConsoleErrors(); // the failed check is reported
afterEach(() => unmountStory());
/** The first story loads the widget's code: generous on a busy machine. */
const SLOW = { timeout: 10_000 };

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>("[role=dialog]");
    expect(found).not.toBeNull();
    return found!;
  }, SLOW);
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(want.title);
  await waitFor(() => expect(dialog.querySelector("[role=status]")?.textContent).toBe(want.status), SLOW);
  expect([...dialog.querySelectorAll("[data-store-id]")].map((s) => s.getAttribute("data-store-id"))).toEqual(want.stores);
  expect(dialog.querySelectorAll("a[href*='appointment.html?store=']").length > 0).toBe(want.appointments);
  expect(dialog.querySelector(".vitrine-retry") !== null).toBe(want.retry ?? false);
  if (want.monday) expect(dialog.querySelector("[data-store-id] dd")?.textContent).toMatch(want.monday);
});
