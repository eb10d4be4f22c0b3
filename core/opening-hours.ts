// A store's opening hours for shoppers (§3 "Store" `workingScheduleTech`, `has12HoursSystem`; §9 "Appointments":
// " -- " is closed, 12-hour stores show am/pm and hour 12 is pm, the week starts on Monday). Times are written by Intl
// in the page's locale, on the store's own clock (12 or 24 hours). Pure. A day whose text is not `HH:MM - HH:MM;`
// ranges reads as unknown (the appointment form reports it as a §8 developer error; a list of hours just says so).
import { WEEKDAYS, type Store, type Weekday } from "./entities";

export interface Range {
  /** Minutes after midnight. */
  start: number;
  end: number;
}

/** A §8 appointment developer error ("invalid working schedule for a day", "start and end required", "invalid start or
 * end without ':'"); `message` is the catalogue's wording. */
export class ScheduleError extends Error {
  override readonly name = "ScheduleError";
}

/** One `HH:MM` of a range, in minutes. */
function clock(text: string, day: string): number {
  const value = text.trim();
  if (!value) throw new ScheduleError("start and end required");
  if (!value.includes(":")) throw new ScheduleError(`invalid start or end: ${JSON.stringify(value)}`);
  const m = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59) throw new ScheduleError(`invalid working schedule for a day: ${JSON.stringify(day)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** A day's `HH:MM - HH:MM;` ranges; [] when closed (" -- " or blank); throws a ScheduleError when the text is not ranges. */
export function parseDaySchedule(day: string): Range[] {
  if (day.trim() === "--" || day.trim() === "") return [];
  return day
    .split(";")
    .filter((range) => range.trim() !== "")
    .map((range) => {
      const parts = range.split("-");
      if (parts.length !== 2) throw new ScheduleError(`invalid working schedule for a day: ${JSON.stringify(day)}`);
      const start = clock(parts[0]!, day);
      const end = clock(parts[1]!, day);
      if (end <= start || end > 24 * 60) throw new ScheduleError(`invalid working schedule for a day: ${JSON.stringify(day)}`);
      return { start, end };
    });
}

/** The same for a list of hours, which only says when a day is unreadable: undefined instead of the error. */
export function dayRanges(day: string | undefined): Range[] | undefined {
  if (day === undefined) return [];
  try {
    return parseDaySchedule(day);
  } catch (error) {
    if (error instanceof ScheduleError) return undefined;
    throw error;
  }
}

/** §9: the week starts on Monday (the keys run from sunday to saturday). */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** One clock time in the store's system: am/pm for 12-hour stores (12:00 is pm), 24 hours otherwise. */
export function clockTime(minutes: number, locale: string, has12HoursSystem: boolean): string {
  const format = new Intl.DateTimeFormat(locale, {
    minute: "2-digit",
    timeZone: "UTC",
    ...(has12HoursSystem ? { hour: "numeric", hour12: true } : { hour: "2-digit", hourCycle: "h23" }),
  });
  return format.format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

/** A day's ranges written out ("10:00–13:00, 15:00–19:30"); "" when closed, undefined when unknown. */
export function dayHours(day: string | undefined, locale: string, has12HoursSystem: boolean): string | undefined {
  const ranges = dayRanges(day);
  if (ranges === undefined) return undefined;
  const list = ranges.map(
    (r) => `${clockTime(r.start, locale, has12HoursSystem)}–${clockTime(r.end % (24 * 60), locale, has12HoursSystem)}`,
  );
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(list);
}

/** The weekday's name in the locale (a fixed week in January 2024, which starts on a Monday). */
export function weekdayName(day: Weekday, locale: string): string {
  const index = WEEK_FROM_MONDAY.indexOf(day);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

export interface WeekLine {
  day: Weekday;
  name: string;
  /** "" closed, undefined unknown. */
  hours: string | undefined;
}

/** The week from Monday, each day's name and hours. */
export function weekHours(store: Pick<Store, "workingScheduleTech" | "has12HoursSystem">, locale: string): WeekLine[] {
  return WEEK_FROM_MONDAY.map((day) => ({
    day,
    name: weekdayName(day, locale),
    hours: dayHours(store.workingScheduleTech[day], locale, store.has12HoursSystem),
  }));
}
