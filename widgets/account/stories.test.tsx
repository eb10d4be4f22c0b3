// Every account story as a portable story: what the shopper sees in each state (written out, never read from the
// catalogs under test).
import { afterEach, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import * as stories from "./account.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** The form's status line, or my account's. */
  status: string;
  /** Registration: the title options after the placeholder ("(disabled)" when so) and the blocks shown. */
  titles?: string[];
  blocks?: { newsletter: boolean; privacy: boolean; over19: boolean };
  summary?: string;
  /** My account: the logged area shown, and where deactivation writes. */
  loggedArea?: boolean;
  deactivate?: string;
  dir?: "rtl";
}

const MAILTO = "mailto:accounts@vitrine.example?subject=deactivate%20account";
const IT_TITLES = ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"];

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Login: { status: "" },
  LoginWrongPassword: { status: "The email or password is not right. Please check them and try again." },
  LoginSlowed: { status: "Too many attempts. Please wait 30 seconds, then try again." },
  LoginServerDown: { status: "We could not sign you in just now. What you typed is kept: please try again." },
  Register: { status: "", titles: IT_TITLES, blocks: { newsletter: true, privacy: false, over19: false } },
  RegisterJapan: { status: "", titles: ["男性", "女性", "回答しない"], blocks: { newsletter: true, privacy: true, over19: false } },
  RegisterTurkey: { status: "", titles: ["Belirtmek istemiyorum (disabled)"], blocks: { newsletter: false, privacy: true, over19: false } },
  RegisterKorea: {
    status: "",
    titles: ["남성 고객님", "여성 고객님", "기혼 여성 고객님", "밝히지 않음"],
    blocks: { newsletter: true, privacy: false, over19: true },
  },
  RegisterKuwait: {
    status: "",
    titles: ["السيد", "السيدة", "السيدة (متزوجة)", "أفضّل عدم الإفصاح"],
    blocks: { newsletter: true, privacy: true, over19: false },
    dir: "rtl",
  },
  RegisterErrors: { status: "", summary: "5 fields need your attention:" },
  MyAccount: { status: "", loggedArea: true, deactivate: MAILTO },
  MyAccountKorea: { status: "", loggedArea: false, deactivate: MAILTO },
  MyAccountChina: { status: "", loggedArea: true, deactivate: "mailto:accounts-cn@vitrine.example?subject=deactivate%20account" },
  MyAccountSignedOut: { status: "You are not signed in. Sign in" },
  SessionCheckFailed: { status: "We could not check that you are signed in. Try again" },
};

afterEach(async () => {
  await unmountStory();
  resetAccounts();
  serverSession("guest");
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  vi.spyOn(console, "error").mockImplementation(() => {}); // the failing stories' session check is reported
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const shown = (selector: string) => {
    const el = root.querySelector<HTMLElement>(selector);
    return el !== null && !el.closest("[hidden]");
  };
  await waitFor(
    () => {
      const block = root.querySelector<HTMLElement>("[data-account]")!;
      const line = block.querySelector("[data-account-status]") ?? block.querySelector("[data-form-status]");
      expect(line?.textContent ?? "").toBe(want.status);
      if (want.titles) {
        const options = [...root.querySelectorAll<HTMLOptionElement>("[name=title] option")].slice(1);
        expect(options.map((o) => `${o.textContent}${o.disabled ? " (disabled)" : ""}`)).toEqual(want.titles);
      }
      if (want.blocks)
        expect({
          newsletter: shown("[data-account-newsletter]"),
          privacy: shown("[data-account-privacy]"),
          over19: shown("[data-account-over19]"),
        }).toEqual(want.blocks);
      if (want.summary) expect(root.querySelector("[data-form-summary] p")?.textContent).toBe(want.summary);
      if (want.loggedArea !== undefined) expect(shown("[data-account-logged-area]")).toBe(want.loggedArea);
      if (want.deactivate) expect(root.querySelector("[data-account-deactivate]")?.getAttribute("href")).toBe(want.deactivate);
      if (want.dir) expect(root.firstElementChild?.getAttribute("dir")).toBe(want.dir);
    },
    { timeout: 5000 },
  );
});
