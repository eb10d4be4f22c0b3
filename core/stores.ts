// Stores and the time service (§3 "Store", §7 "Other calls"). The appointment form, the store locator and find in
// store read stores from here; "now" always comes from the time service, never from the shopper's clock (a
// shopper in another time zone, or with a wrong clock, must see the store's own tomorrow).
// The spec shows neither the store service's path nor the time service's host or answer: ours are
// `GET {storeServiceUri}/{id}` → a store, and `GET {timeServiceUrl}?iso={country}` → `{ datetime }` (ISO 8601 with the
// store country's UTC offset).
import { z } from "./zod";
import { STORE_ID, storeSchema } from "./entities";
import { numeric, opt, optText, requiredText } from "./entity-fields";
import { http } from "./http";
import { config } from "./store";

/** §3 Store (`category`, `workingScheduleTech`, `has12HoursSystem`) plus what a locator needs. */
export const storeDetailsSchema = z.extend(storeSchema, {
  id: requiredText("id"),
  name: requiredText("name"),
  address: optText,
  city: optText,
  /** ISO 3166 alpha-2, lower case (a market code when the store is in one). */
  country: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/, "expected a 2-letter country code")),
    z.transform((c: string) => c.toLowerCase()),
  ),
  lat: opt(numeric),
  lng: opt(numeric),
  phone: optText,
});
export type StoreDetails = z.output<typeof storeDetailsSchema>;

export interface FetchOptions {
  signal?: AbortSignal;
  /** A newer call with the same key aborts this one (e.g. the shopper picked another store). */
  supersede?: string;
}

/** §7 "Store by id, through a store service". Rejects an id that is not a {@link STORE_ID}. */
export function fetchStore(id: string, options: FetchOptions = {}): Promise<StoreDetails> {
  if (!STORE_ID.test(id)) return Promise.reject(new Error(`invalid store id ${JSON.stringify(id)}`));
  const base = config.value.storeServiceUri.replace(/\/+$/, "");
  return http.get(`${base}/${encodeURIComponent(id)}`, { schema: storeDetailsSchema, ...options });
}

/** A moment as the store's wall clock shows it. */
export interface StoreNow {
  /** `YYYY-MM-DD` on the store's calendar. */
  date: string;
  /** `HH:MM` on the store's clock. */
  time: string;
  /** The same moment as an absolute instant. */
  instant: Date;
}

const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads an ISO 8601 date-time with an offset as the wall clock of that offset; undefined when it is not one. */
export function parseStoreNow(iso: string): StoreNow | undefined {
  const match = ISO_LOCAL.exec(iso.trim());
  const instant = new Date(iso);
  if (!match || Number.isNaN(instant.getTime())) return undefined;
  return { date: match[1]!, time: match[2]!, instant };
}

const timeAnswerSchema = z.pipe(
  z.object({ datetime: z.string() }),
  z.transform((v: { datetime: string }, ctx) => {
    const now = parseStoreNow(v.datetime);
    if (now) return now;
    ctx.issues.push({ code: "custom", message: "expected an ISO 8601 date-time with an offset", input: v.datetime });
    return z.NEVER;
  }),
);

/** §7 "Current time, from a time service called with `?iso=`": the store country's wall clock. */
export function fetchNow(country: string, options: FetchOptions = {}): Promise<StoreNow> {
  return http.get(config.value.timeServiceUrl, { schema: timeAnswerSchema, query: { iso: country.toUpperCase() }, ...options });
}
