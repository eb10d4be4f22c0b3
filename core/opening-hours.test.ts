// §3 "Store" (`workingScheduleTech`, `has12HoursSystem`) and §9 "Appointments" (" -- " closed; 12-hour stores use
// am/pm and hour 12 is pm; the week starts on Monday), written by Intl. Expected texts written out.
import { describe, expect, it } from "vitest";
import { clockTime, dayHours, dayRanges, weekHours, weekdayName } from "./opening-hours";

const plain = (s: string | undefined) => s?.replace(/[\u202f\u00a0]/g, " ");

describe("dayRanges", () => {
  it.each([
    ["10:00 - 19:30;", [{ start: 600, end: 1170 }]],
    [
      "10:00 - 13:00;15:00 - 19:30;",
      [
        { start: 600, end: 780 },
        { start: 900, end: 1170 },
      ],
    ],
    [" -- ", []],
    ["", []],
    [undefined, []],
    ["10.00 - 19.00;", undefined],
    ["19:00 - 10:00;", undefined],
    ["10:00 - 25:00;", undefined],
    ["10:00;", undefined],
  ] as const)("%j", (day, want) => expect(dayRanges(day)).toEqual(want));
});

describe("clock: the store's own system", () => {
  it.each([
    [12 * 60, "en-US", true, "12:00 PM"],
    [0, "en-US", true, "12:00 AM"],
    [19 * 60 + 30, "en-US", true, "7:30 PM"],
    [19 * 60 + 30, "en-US", false, "19:30"],
    [9 * 60, "it-IT", false, "09:00"],
    [13 * 60, "ja-JP", true, "午後1:00"],
  ] as const)("%d min in %s (12 h: %j) → %s", (minutes, locale, twelve, want) =>
    expect(plain(clockTime(minutes, locale, twelve))).toBe(want),
  );
});

describe("dayHours", () => {
  it.each([
    ["10:00 - 13:00;15:00 - 19:30;", "it-IT", false, "10:00–13:00 e 15:00–19:30"],
    ["10:00 - 13:00;15:00 - 19:30;", "en-US", true, "10:00 AM–1:00 PM and 3:00 PM–7:30 PM"],
    ["10:00 - 19:00;", "en-US", true, "10:00 AM–7:00 PM"],
    [" -- ", "en-US", true, ""],
    ["10.00 - 19.00;", "en-US", false, undefined],
  ] as const)("%j in %s", (day, locale, twelve, want) => expect(plain(dayHours(day, locale, twelve))).toBe(want));
});

it("§9: the week starts on Monday; days named by Intl", () => {
  const week = weekHours({ workingScheduleTech: { monday: "10:00 - 19:00;", sunday: " -- " }, has12HoursSystem: false }, "it-IT");
  expect(week.map((d) => d.name)).toEqual(["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]);
  expect(week[0]!.hours).toBe("10:00–19:00");
  expect(week[6]!.hours).toBe("");
  expect(weekdayName("friday", "ar-KW")).toBe("الجمعة");
});
