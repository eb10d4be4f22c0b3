// §9 "Appointments" and §8 "Developer errors" (appointment): the store's week schedule → the days and slots a shopper
// can book. Pure: dates are `YYYY-MM-DD` on the store's calendar ("today" comes from the time service).
import { WEEKDAYS, type Store, type Weekday } from "../../core/entities";
import { ScheduleError, clockTime, parseDaySchedule } from "../../core/opening-hours";

/** §9: the form offers the next 5 open days. */
export const MAX_RESERVATION_DAYS = 5;
/** §8: scanning more days than this for open ones means the schedule data is broken. */
export const MAX_SCANNED_DAYS = 300;
/** §9: a day schedule of " -- " means closed. */
export const CLOSED_DAY = " -- ";

export interface Slot {
  start: string;
  end: string;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, -3)) * 60 + Number(hhmm.slice(-2));
const toHHMM = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** §9: hourly slots inside each range, plus a final half-hour slot when a range ends on the half hour. */
export function daySlots(day: string): Slot[] {
  return parseDaySchedule(day).flatMap(({ start, end }) => {
    const slots: Slot[] = [];
    let from = start;
    for (; from + 60 <= end; from += 60) slots.push({ start: toHHMM(from), end: toHHMM(from + 60) });
    if (from < end && end % 60 === 30) slots.push({ start: toHHMM(from), end: toHHMM(end) });
    return slots;
  });
}

/** §3: the `time` field's value. */
export const slotValue = (slot: Slot) => `${slot.start}|${slot.end}`;

/** `YYYY-MM-DD` + n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** §9: weekday keys run from sunday to saturday. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** §9: the week starts on Monday: the Monday of `date`'s week. */
export function mondayOf(date: string): string {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((sundayFirst + 6) % 7));
}

/** §9: the next `count` open days (a day with at least one slot), starting tomorrow; §8 past 300 scanned days the
 * schedule is "invalid working-schedule data". */
export function openDays(schedule: Store["workingScheduleTech"], today: string, count = MAX_RESERVATION_DAYS): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    if (offset > MAX_SCANNED_DAYS) throw new ScheduleError("invalid working-schedule data");
    const date = addDays(today, offset);
    if (daySlots(schedule[weekdayOf(date)] ?? CLOSED_DAY).length > 0) days.push(date);
  }
  return days;
}

/** §9 "the week starts on Monday": the offered days grouped by their week, each with its Monday. */
export function byWeek(days: readonly string[]): Array<{ monday: string; days: string[] }> {
  const weeks: Array<{ monday: string; days: string[] }> = [];
  for (const day of days) {
    const monday = mondayOf(day);
    if (weeks.at(-1)?.monday === monday) weeks.at(-1)!.days.push(day);
    else weeks.push({ monday, days: [day] });
  }
  return weeks;
}

/** A week's label, Monday to Sunday, e.g. "15 – 21 June" (Intl's range format in the page's locale: no words). */
export function weekLabel(monday: string, locale: string): string {
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).formatRange(
    at(monday),
    at(addDays(monday, 6)),
  );
}

/** The slots of one date of the schedule. */
export function slotsOn(schedule: Store["workingScheduleTech"], date: string): Slot[] {
  return daySlots(schedule[weekdayOf(date)] ?? CLOSED_DAY);
}

/** §9: a slot's label in the store's clock: am/pm for 12-hour stores (12:00 is pm), via Intl in the page's locale. */
export function slotLabel(slot: Slot, locale: string, has12HoursSystem: boolean): string {
  const at = (hhmm: string) => clockTime(toMinutes(hhmm), locale, has12HoursSystem);
  return `${at(slot.start)} – ${at(slot.end)}`;
}

/** A date's label, e.g. "Tuesday 16 June", in the page's locale. */
export function dateLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The collections of a store's `category` map, each once, in order. */
export function collectionsOf(category: Store["category"]): string[] {
  return [...new Set(Object.values(category).flat())];
}
