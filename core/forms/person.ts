// §3 "Person title and gender", §5 "Person title options by market" and "Age": pure rules shared by every form that
// asks for a title, a gender or a birth date.
import { GENDERS, PERSON_TITLES, type Gender, type PersonTitle } from "../entities";

export interface TitleOption {
  value: PersonTitle;
  /** A key of the form messages (./messages.ts). */
  label: "titleMr" | "titleMs" | "titleMrs" | "titlePNTS" | "genderMr" | "genderMs";
  disabled: boolean;
}

const NO_MRS = new Set(["cn", "tw", "jp", "hk"]);

/** §5: cn, tw, jp, hk drop Mrs; a Turkish page offers only PNTS, flagged disabled; in Japan Mr and Ms show the
 * gender labels. `language` is the page's (a `static-lang` of tr counts in any market). */
export function personTitleOptions(country: string, language: string): TitleOption[] {
  if (language.toLowerCase().split(/[-_]/)[0] === "tr") return [{ value: "PNTS", label: "titlePNTS", disabled: true }];
  return PERSON_TITLES.filter((t) => !(t === "Mrs" && NO_MRS.has(country))).map((value) => ({
    value,
    label: country === "jp" && (value === "Mr" || value === "Ms") ? (`gender${value}` as const) : (`title${value}` as const),
    disabled: false,
  }));
}

export function genderOptions(): ReadonlyArray<{ value: Gender; label: "genderMr" | "genderMs" }> {
  return GENDERS.map((value) => ({ value, label: `gender${value}` as const }));
}

/** §5 "Age": the minimum registration age, the same in every market. */
export const MIN_REGISTRATION_AGE = 16;

/** Full years between a `YYYY-MM-DD` birth date and `today` (`YYYY-MM-DD`, the store's or server's calendar);
 * undefined for a date that does not exist. A 29 February birthday comes of age on 1 March in other years. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = calendarDate(birthDate);
  const now = calendarDate(today);
  if (!birth || !now) return undefined;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** At least `years` old on `today` (a date that does not exist is not). */
export function isOldEnough(birthDate: string, today: string, years: number): boolean {
  const age = ageOn(birthDate, today);
  return age !== undefined && age >= years;
}

/** §5: old enough to register (16 in all markets). */
export function isOldEnoughToRegister(birthDate: string, today: string): boolean {
  return isOldEnough(birthDate, today, MIN_REGISTRATION_AGE);
}

/** A `YYYY-MM-DD` date that exists (no 30 February). */
export function isCalendarDate(text: string): boolean {
  return calendarDate(text) !== undefined;
}

function calendarDate(text: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return { year, month, day };
}
