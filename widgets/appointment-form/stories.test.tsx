// Every appointment-form story as a portable story: the options the widget rendered, what it said, what it sent.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { resetSubmissions } from "../../fixtures/form-submissions";
import * as stories from "./appointment-form.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  /** The date options after hydration (placeholder first). */
  dates: string[];
  /** The time and collection options (placeholder first), where the story is about them. */
  times?: string[];
  collections?: string[];
  notice: string;
  summary?: string;
  status?: string;
  logged?: RegExp;
}

// Fixture "now": Monday 15 June 2026, 10:00 in Milan (fixtures/store-service.ts DEFAULT_NOW).
const ITALIAN_DATES = [
  "Scegli una data",
  "martedì 16 giugno",
  "mercoledì 17 giugno",
  "giovedì 18 giugno",
  "venerdì 19 giugno",
  "sabato 20 giugno",
];

const EXPECTATIONS: Record<StoryName, Expectation> = {
  Default: {
    dates: ITALIAN_DATES,
    notice: "",
  },
  TwelveHour: {
    dates: ["Choose a date", "Tuesday, June 16", "Wednesday, June 17", "Thursday, June 18", "Friday, June 19", "Saturday, June 20"],
    notice: "",
  },
  Japan: { dates: ["日付を選択", "6月16日火曜日", "6月17日水曜日", "6月18日木曜日", "6月19日金曜日", "6月20日土曜日"], notice: "" },
  RtlKuwait: {
    dates: ["اختر تاريخًا", "الثلاثاء، ١٦ يونيو", "الأربعاء، ١٧ يونيو", "الخميس، ١٨ يونيو", "الجمعة، ١٩ يونيو", "السبت، ٢٠ يونيو"],
    notice: "",
  },
  Errors: {
    dates: ITALIAN_DATES,
    notice: "",
    summary: "6 campi richiedono attenzione:",
  },
  Booked: {
    dates: ITALIAN_DATES,
    notice: "",
    status: "Grazie, la tua richiesta è stata inviata.",
  },
  // The server rendered no day to book; the widget keeps that and says why.
  ClosedAllYear: {
    dates: ["Scegli una data"],
    notice: "Questa boutique non ha giorni disponibili per appuntamenti.",
    logged: /invalid working-schedule data/,
  },
  StoreFailure: {
    dates: ITALIAN_DATES,
    notice: "Non è stato possibile caricare gli orari della boutique.",
    logged: /^\[vitrine\] appointment-form: store it-milano-montenapoleone could not be loaded: HTTP 503$/,
  },
  TimeServiceFailure: {
    dates: ITALIAN_DATES,
    notice: "Non è stato possibile caricare gli orari della boutique.",
    logged: /^\[vitrine\] appointment-form: the time service \(\?iso=IT\) failed for store it-milano-montenapoleone: HTTP 503$/,
  },
  // Milano's options are gone with Milano: nothing of Roma's can be chosen until its hours are in.
  OtherStoreFailure: {
    dates: ["Scegli una data"],
    times: ["Scegli un orario"],
    collections: ["Qualsiasi collezione"],
    notice: "Non è stato possibile caricare gli orari della boutique.",
    logged: /^\[vitrine\] appointment-form: store it-roma-condotti could not be loaded: HTTP 500$/,
  },
};

const errors = spyOnConsoleErrors();

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
      expect(root.querySelector("[data-appointment-notice]")?.textContent).toBe(want.notice);
      expect([...root.querySelectorAll("[name=date] option")].map((o) => o.textContent)).toEqual(want.dates);
      if (want.times) expect([...root.querySelectorAll("[name=time] option")].map((o) => o.textContent)).toEqual(want.times);
      if (want.collections)
        expect([...root.querySelectorAll("[name=collection] option")].map((o) => o.textContent)).toEqual(want.collections);
      if (want.summary) expect(root.querySelector("[data-form-summary] p")?.textContent).toBe(want.summary);
      if (want.status) expect(root.querySelector("[data-form-status]")?.textContent).toBe(want.status);
    },
    { timeout: 5000 },
  );
  expectLoggedOnly(errors, want.logged);
});
