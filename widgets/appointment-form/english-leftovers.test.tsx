// No English in other markets, for this widget: in every non-English market, every state of the appointment form (hours loaded,
// a date chosen, errors and their summary, the store failure with its retry, a boutique with no days, sent, failed)
// speaks the market's language. The English texts are written out, not read from the catalogs under test.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { http as mock, HttpResponse } from "msw";
import { appointmentBlock } from "../../fixtures/server/screens/appointment";
import { resetSubmissions } from "../../fixtures/form-submissions";
import { STORE_ROUTE } from "../../fixtures/store-service";
import { widgets } from "../registry";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText, type NonEnglishMarket } from "../../tests/unit/english";
import { server } from "../../tests/unit/setup";

const ENGLISH = [
  "Book an appointment",
  "Boutique",
  "Date",
  "Time",
  "Reason for your visit",
  "Collection",
  "Anything we should know?",
  "Country",
  "Request appointment",
  "Choose a date",
  "Choose a time",
  "Choose a reason",
  "Any collection",
  "Loading the boutique's opening hours…",
  "The boutique's opening hours could not be loaded.",
  "Try again",
  "This boutique has no appointment days available.",
  "Discover the new collection",
  "Made-to-measure product",
  "Personalised product",
  "A gift",
  "A special occasion",
  "Repairs",
  "Other",
  // the form core
  "Name",
  "Surname",
  "Email",
  "This field is required",
  "fields need your attention",
  "Sending…",
  "Thank you, your request has been sent.",
  "Sorry, this could not be sent.",
  "Use full-width katakana",
  "Write the name in kanji",
  "AM",
  "PM",
];

// Words that are also the market language's own ("Boutique", "Email" in Italian); the stores' names are data.
const SAME_WORD: Partial<Record<NonEnglishMarket, string[]>> = { it: ["Boutique", "Email"], br: ["Boutique"] };

/** The boutique and collection options carry the stores' own names. */
const isStoreData = (element: Element) =>
  element instanceof HTMLSelectElement && (element.name === "store" || element.name === "collection");

const entry = widgets.find((w) => w.name === "appointment-form")!;
const ctx = (market: string, store?: string) => ({
  origin: "http://localhost",
  path: "/pages/appointment.html",
  query: new URLSearchParams(store ? { store } : {}),
  cookie: `static-country=${market}`,
});
const block = () => document.querySelector("[data-appointment-form]");
const form = () => document.querySelector<HTMLFormElement>("[data-appointment-form] form")!;
function set(name: string, value: string) {
  const field = form().elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

beforeEach(() => {
  resetSubmissions();
  vi.spyOn(console, "error").mockImplementation(() => {}); // the failure states report through the error funnel
});
afterEach(() => teardown());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it("hours, a date's slots, errors and summary, failed and sent", async () => {
    await hydrate(entry, `<main>${appointmentBlock(ctx(market))}</main>`, "/pages/appointment.html", { market });
    await waitFor(() => expect(block()!.hasAttribute("aria-busy")).toBe(false));
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
    set("date", form().querySelector<HTMLSelectElement>("[name=date]")!.options[1]!.value);
    act(() => form().requestSubmit());
    expect(form().querySelector("[data-form-summary]")!.textContent).not.toBe("");
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
    set("time", form().querySelector<HTMLSelectElement>("[name=time]")!.options[1]!.value);
    set("reason", "regalo");
    for (const [name, value] of Object.entries({ name: "山田", surname: "太郎", katakanaName: "ヤマダ", katakanaLastName: "タロウ" }))
      if (form().elements.namedItem(name)) set(name, value);
    set("email", "ada@fail.example");
    await act(async () => form().requestSubmit());
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBe("false"));
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
    set("email", "ada@example.com");
    await act(async () => form().requestSubmit());
    await waitFor(() => expect(form().getAttribute("aria-busy")).toBe("false"));
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
  });

  it("the store failure with its retry, and a boutique with no days", async () => {
    server.use(mock.get(STORE_ROUTE, () => HttpResponse.json({ error: "down" }, { status: 404 })));
    await hydrate(entry, `<main>${appointmentBlock(ctx(market))}</main>`, "/pages/appointment.html", { market });
    await waitFor(() => expect(block()!.querySelector<HTMLButtonElement>(".vitrine-appointment__retry")!.hidden).toBe(false));
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
    server.resetHandlers();
    set("store", "it-firenze-tornabuoni");
    await waitFor(() => expect(block()!.hasAttribute("aria-busy")).toBe(false));
    await waitFor(() => expect(form().querySelectorAll("[name=date] option")).toHaveLength(1));
    expect(englishIn(shownText(block(), isStoreData), ENGLISH, SAME_WORD[market])).toEqual([]);
  });
});
