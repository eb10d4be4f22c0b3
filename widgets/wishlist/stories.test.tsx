// Every wishlist story as a portable story: the items shown, the toggles' state, the note, the status (written out).
import { afterEach, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import * as stories from "./wishlist.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** Tiles: each toggle's aria-pressed; lists: each row's name. */
  pressed?: string[];
  names?: string[];
  note?: string;
  status?: string;
  /** The rows' prices. */
  prices?: string[];
  share?: boolean;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Tiles: { pressed: ["false", "true", "false"] },
  Saved: {
    names: ["Leather Bag", "Gold Chain Necklace"],
    note: "Your wishlist is kept on this device only. Sign in to keep it in your account. Sign in",
    status: "",
    prices: ["$\u00a01,375.00", "$\u00a01,375.00"], // both €1,250 in the us price list
    share: true,
  },
  SavedEmpty: { names: [], status: "Your wishlist is empty.", share: false },
  SavedVic: { names: [], note: "", status: "Your wishlist is empty." },
  SavedLoadFailed: { names: [], note: "", status: "Your wishlist could not be loaded. Try again" },
  Shared: {
    names: ["Gold Chain Necklace", "Leather Bag"],
    status: "1 entry of this link could not be read.",
    prices: ["$\u00a01,375.00", "$\u00a01,375.00"],
    share: false,
  },
  SharedEmpty: { names: [], status: "This link holds no wishlist." },
  SavedKuwait: {
    names: ["حقيبة من الجلد", "قلادة سلسلة من الذهب"], // the product data answers in the market's language
    note: "قائمة رغباتك محفوظة على هذا الجهاز فقط. سجّل الدخول للاحتفاظ بها في حسابك. تسجيل الدخول",
  },
};

afterEach(async () => {
  await unmountStory();
  resetAccounts();
  serverSession("guest");
  localStorage.clear();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  vi.spyOn(console, "error").mockImplementation(() => {}); // the failing story's read is reported
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);
  await waitFor(
    () => {
      if (want.pressed)
        expect([...root.querySelectorAll(".vitrine-wishlist-toggle")].map((b) => b.getAttribute("aria-pressed"))).toEqual(want.pressed);
      if (want.names) {
        expect(root.querySelector(".vitrine-wishlist__items")).not.toBeNull();
        expect(texts(".vitrine-wishlist__item .vitrine-wishlist__name")).toEqual(want.names);
      }
      if (want.note !== undefined) expect(root.querySelector(".vitrine-wishlist__note")?.textContent).toBe(want.note);
      if (want.status !== undefined) expect(root.querySelector(".vitrine-wishlist__status")?.textContent).toBe(want.status);
      if (want.prices) expect(texts(".vitrine-wishlist__price")).toEqual(want.prices);
      if (want.share !== undefined) {
        const share = root.querySelector<HTMLElement>(".vitrine-wishlist__share");
        expect(share !== null && !share.hidden).toBe(want.share);
      }
    },
    { timeout: 5000 },
  );
});
