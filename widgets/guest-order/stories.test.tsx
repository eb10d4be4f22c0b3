// Every guest-order story as a portable story: hydrated, the lookup sent where the story sends one, and what each state
// shows (the status line's words and the result region).
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { resetGuestOrders } from "../../fixtures/guest-orders";
import * as stories from "./guest-order.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** The lookup form's status line. */
  status: string;
  /** Selectors that must be there, and (prefixed "!") must not. */
  marks: string[];
  errors?: RegExp;
  /** The countdown line (it ticks in real time here). */
  wait?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  TrackForm: { status: "", marks: ["[data-guest-result][hidden]"] },
  TrackFound: { status: "Order found.", marks: ["[data-guest-result]:not([hidden]) dl", "[data-guest-result-heading]"] },
  NotFound: {
    status: "We could not find an order with this number and email address. Check both and try again.",
    marks: ["[data-guest-result][hidden]"],
  },
  Slowed: { status: "Too many attempts. You can try again in 30 seconds.", marks: [], wait: /^You can try again in \d+ seconds?\.$/ },
  ServiceDown: {
    status: "The service is not available right now. Your details are kept: please try again.",
    marks: ["[data-guest-result][hidden]"],
  },
  Malformed: {
    status: "We could not read the answer. Your details are kept: please try again.",
    marks: ["[data-guest-result][hidden]"],
    errors: /guest-order on .*: unreadable answer/,
  },
  HostileStrings: {
    status: "Order found.",
    marks: ["[data-guest-result]:not([hidden]) dl", "![data-guest-result] img", "![data-guest-result] svg"],
  },
  ReturnForm: { status: "Order found: choose the items to return.", marks: ["form[data-guest-return] input[name=item][value=OI2]"] },
  ReturnFormKuwait: { status: "تم العثور على الطلب: اختر المنتجات التي تريد إرجاعها.", marks: ["[dir=rtl] form[data-guest-return]"] },
  ReturnPortal: { status: "", marks: ["[data-guest-order=return-portal]", "form[action='/guest/returns/portal']"] },
};

const errors = spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  resetGuestOrders();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => {
    expect(root.querySelector("[data-guest-order-ready]")).not.toBeNull();
    expect(root.querySelector("form[data-guest-lookup] [data-form-status]")!.textContent).toBe(want.status);
    if (want.wait) expect(root.querySelector("[data-form-wait]")!.textContent).toMatch(want.wait);
    for (const mark of want.marks) {
      if (mark.startsWith("!")) expect(root.querySelector(mark.slice(1)), mark).toBeNull();
      else expect(root.querySelector(mark), mark).not.toBeNull();
    }
  });
  expectLoggedOnly(errors, want.errors);
});
