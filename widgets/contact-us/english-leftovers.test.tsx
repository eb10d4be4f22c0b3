// No English in other markets, for contact us: in every non-English market its states (ready with the titles of §5, errors and
// summary, failed, sent) speak the market's language. The English texts are written out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { contactBlock } from "../../fixtures/server/screens/appointment";
import { resetSubmissions } from "../../fixtures/form-submissions";
import { widgets } from "../registry";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText, type NonEnglishMarket } from "../../tests/unit/english";

const ENGLISH = [
  "Contact us",
  "Subject",
  "Your message",
  "Send message",
  "Choose a title",
  "Title",
  "Mr",
  "Ms",
  "Mrs",
  "Prefer not to say",
  "Male",
  "Female",
  "Name",
  "Surname",
  "Email",
  "This field is required",
  "Enter at least",
  "fields need your attention",
  "Sending…",
  "Thank you, your request has been sent.",
  "Sorry, this could not be sent.",
];

// "Email" is Italian too.
const SAME_WORD: Partial<Record<NonEnglishMarket, string[]>> = { it: ["Email"] };

const entry = widgets.find((w) => w.name === "contact-us")!;
const ctx = (market: string) => ({
  origin: "http://localhost",
  path: "/pages/contact-us.html",
  query: new URLSearchParams(),
  cookie: `static-country=${market}`,
});
const block = () => document.querySelector("[data-contact-us]");
const form = () => document.querySelector<HTMLFormElement>("[data-contact-us] form")!;
function type(name: string, value: string) {
  const field = form().elements.namedItem(name) as HTMLInputElement;
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

beforeEach(() => {
  resetSubmissions();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => teardown());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it("ready, errors and summary, failed, sent", async () => {
    await hydrate(entry, `<main>${contactBlock(ctx(market))}</main>`, "/pages/contact-us.html", { market });
    expect(form().noValidate).toBe(true);
    expect(englishIn(shownText(block()), ENGLISH, SAME_WORD[market])).toEqual([]);
    type("message", "short");
    act(() => form().requestSubmit());
    expect(englishIn(shownText(block()), ENGLISH, SAME_WORD[market])).toEqual([]);
    type("name", "Ada");
    type("surname", "Rossi");
    type("subject", "Order");
    type("message", "Where is my order, please?");
    type("email", "ada@fail.example");
    await act(async () => form().requestSubmit());
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBe("false"));
    expect(englishIn(shownText(block()), ENGLISH, SAME_WORD[market])).toEqual([]);
    type("email", "ada@example.com");
    await act(async () => form().requestSubmit());
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBe("false"));
    expect(englishIn(shownText(block()), ENGLISH, SAME_WORD[market])).toEqual([]);
  });
});
