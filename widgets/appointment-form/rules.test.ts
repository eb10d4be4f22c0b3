// §9 "Appointments" and §8 appointment developer errors, table style; expectations written out by hand.
import { ScheduleError } from "../../core/opening-hours";
import { describe, expect, it } from "vitest";
import { addDays, byWeek, collectionsOf, daySlots, mondayOf, openDays, slotLabel, slotValue, slotsOn, weekLabel, weekdayOf } from "./rules";

const week = (open: string, overrides: Record<string, string> = {}) => ({
  sunday: open,
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
  ...overrides,
});

describe("§9 slots: hourly inside each range, plus a final half hour when a range ends on the half hour", () => {
  it.each([
    ["10:00 - 13:00;", ["10:00|11:00", "11:00|12:00", "12:00|13:00"]],
    ["10:00 - 12:30;", ["10:00|11:00", "11:00|12:00", "12:00|12:30"]],
    ["10:00 - 13:00;15:00 - 16:30;", ["10:00|11:00", "11:00|12:00", "12:00|13:00", "15:00|16:00", "16:00|16:30"]],
    ["9:30 - 11:30;", ["09:30|10:30", "10:30|11:30"]],
    ["10:30 - 12:00;", ["10:30|11:30"]],
    ["10:00 - 10:30;", ["10:00|10:30"]],
    [" -- ", []],
    ["", []],
  ])("%j → %j", (day, expected) => expect(daySlots(day).map(slotValue)).toEqual(expected));
});

describe("§8 appointment developer errors", () => {
  it.each([
    ["10:00 - ;", "start and end required"],
    [" - 19:00;", "start and end required"],
    ["10.00 - 19.00;", 'invalid start or end: "10.00"'],
    ["10 - 19:00;", 'invalid start or end: "10"'],
    ["10:00 19:00;", 'invalid working schedule for a day: "10:00 19:00;"'],
    ["10:00 - 19:00 - 20:00;", 'invalid working schedule for a day: "10:00 - 19:00 - 20:00;"'],
    ["19:00 - 10:00;", 'invalid working schedule for a day: "19:00 - 10:00;"'],
    ["10:75 - 19:00;", 'invalid working schedule for a day: "10:75 - 19:00;"'],
  ])("%j throws %j", (day, message) => {
    expect(() => daySlots(day)).toThrow(new ScheduleError(message));
  });

  it("a store closed all year: invalid working-schedule data after 300 scanned days", () => {
    expect(() => openDays(week(" -- "), "2026-06-15")).toThrow(new ScheduleError("invalid working-schedule data"));
  });

  it("one open day a year is found within 300 days, but five are not", () => {
    // Only Mondays open would give 5 days; a schedule with no weekday open never ends.
    expect(openDays(week(" -- ", { monday: "10:00 - 11:00;" }), "2026-06-15")).toEqual([
      "2026-06-22",
      "2026-06-29",
      "2026-07-06",
      "2026-07-13",
      "2026-07-20",
    ]);
  });
});

describe("§9 open days: the next 5, starting tomorrow; weekday keys sunday…saturday", () => {
  it.each([
    // 2026-06-15 is a Monday.
    ["every day open", week("10:00 - 19:00;"), "2026-06-15", ["2026-06-16", "2026-06-17", "2026-06-18", "2026-06-19", "2026-06-20"]],
    [
      "closed Sunday and Monday",
      week("10:00 - 13:00;15:00 - 19:30;", { sunday: " -- ", monday: " -- " }),
      "2026-06-19",
      ["2026-06-20", "2026-06-23", "2026-06-24", "2026-06-25", "2026-06-26"],
    ],
    ["across a month end", week("10:00 - 19:00;"), "2026-06-29", ["2026-06-30", "2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04"]],
    [
      "a missing weekday is closed",
      { monday: "10:00 - 19:00;" },
      "2026-06-15",
      ["2026-06-22", "2026-06-29", "2026-07-06", "2026-07-13", "2026-07-20"],
    ],
  ])("%s", (_name, schedule, today, expected) => expect(openDays(schedule, today)).toEqual(expected));

  it.each([
    ["2026-06-14", "sunday"],
    ["2026-06-15", "monday"],
    ["2026-06-20", "saturday"],
  ] as const)("%s is a %s", (date, day) => expect(weekdayOf(date)).toBe(day));

  it.each([
    ["2026-06-15", "2026-06-15"],
    ["2026-06-14", "2026-06-08"],
    ["2026-06-20", "2026-06-15"],
  ])("the week of %s starts on Monday %s", (date, monday) => expect(mondayOf(date)).toBe(monday));

  it("§9 offered days grouped by their Monday-first week", () =>
    expect(byWeek(["2026-06-19", "2026-06-20", "2026-06-21", "2026-06-22"])).toEqual([
      { monday: "2026-06-15", days: ["2026-06-19", "2026-06-20", "2026-06-21"] },
      { monday: "2026-06-22", days: ["2026-06-22"] },
    ]));

  it.each([
    ["2026-06-15", "en-GB", "15 – 21 June"],
    ["2026-06-29", "en-GB", "29 June – 5 July"],
    ["2026-06-15", "it-IT", "15–21 giugno"],
  ])("the week of Monday %s in %s is %j", (monday, locale, label) => expect(weekLabel(monday, locale).replace(/\u2009/g, " ")).toBe(label));

  it("addDays crosses years", () => expect(addDays("2026-12-31", 1)).toBe("2027-01-01"));

  it("slotsOn reads the date's weekday", () =>
    expect(slotsOn({ tuesday: "10:00 - 11:30;" }, "2026-06-16").map(slotValue)).toEqual(["10:00|11:00", "11:00|11:30"]));
});

describe("§9 slot labels: 12-hour stores show am/pm, 12:00 is pm", () => {
  it.each([
    [{ start: "11:00", end: "12:00" }, "en-US", true, "11:00 AM – 12:00 PM"],
    [{ start: "12:00", end: "13:00" }, "en-US", true, "12:00 PM – 1:00 PM"],
    [{ start: "18:00", end: "18:30" }, "en-US", true, "6:00 PM – 6:30 PM"],
    [{ start: "12:00", end: "13:00" }, "en-US", false, "12:00 – 13:00"],
    [{ start: "09:00", end: "10:00" }, "it-IT", false, "09:00 – 10:00"],
  ])("%j in %s (12 h: %s) → %s", (slot, locale, twelve, expected) =>
    expect(slotLabel(slot, locale, twelve).replace(/\u202f/g, " ")).toBe(expected),
  );
});

it("collections of a category map, each once", () =>
  expect(collectionsOf({ woman: ["SS26", "Cruise"], man: ["SS26", "Tailoring"] })).toEqual(["SS26", "Cruise", "Tailoring"]));
