// Every header-menu story rendered as a portable story and checked: the button, the panel and what the menu shows.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { server } from "../../tests/unit/setup";
import * as stories from "./header-menu.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** The button's label; null = no button (the server links are the menu). */
  button: string | null;
  open?: boolean;
  /** Attributes the menu root must carry (what the §7 call asked for). */
  menu?: Record<string, string>;
  marks?: string[];
  errors?: RegExp;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Closed: { button: "Menu" },
  Open: { button: "Menu", open: true, menu: { "data-country": "us", lang: "en" } },
  HomeVersionCodeAuthoring: {
    button: "Menu",
    open: true,
    marks: ["[data-home-version='ss26']", "[data-code='JOURNAL']", "[data-wcmmode='edit']"],
  },
  Loading: { button: null },
  Failed: { button: null, errors: /^\[vitrine\] header-menu on .*nav\.header-menu: the menu could not be loaded: HTTP 503$/ },
  RtlKuwait: { button: "القائمة", open: true, menu: { "data-country": "kw", lang: "ar" } },
};

const errors = spyOnConsoleErrors();
afterEach(unmountStory);

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    // The menu's request has started: from then on the button shows once the menu is in (never, for Loading).
    let requested = false;
    const onRequest = () => (requested = true);
    server.events.on("request:start", onRequest);
    const container = renderStory(composed[name]);
    const want = EXPECTATIONS[name];
    if (want.errors) await waitFor(() => expect(errors.calls.length).toBeGreaterThan(0), { timeout: 8000 });
    else await waitFor(() => expect(requested).toBe(true), { timeout: 8000 });
    server.events.removeListener("request:start", onRequest);
    await waitFor(
      () => {
        const button = container.querySelector<HTMLButtonElement>(".vitrine-header-menu__toggle");
        expect(button && !button.hidden ? button.textContent : null).toBe(want.button);
        expect(button?.getAttribute("aria-expanded") ?? "false").toBe(String(want.open ?? false));
        const panel = container.querySelector<HTMLElement>(".vitrine-header-menu__panel");
        expect(panel ? !panel.hidden : false).toBe(want.open ?? false);
        const menu = container.querySelector(".menu");
        for (const [attribute, value] of Object.entries(want.menu ?? {})) expect(menu?.getAttribute(attribute)).toBe(value);
        for (const mark of want.marks ?? []) expect(menu?.querySelector(mark), mark).not.toBeNull();
      },
      { timeout: 8000 },
    );
    expect(container.querySelectorAll(".header-menu__links a")).toHaveLength(4); // the server links always stay
    expectLoggedOnly(errors, want.errors);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
