// The one wishlist store (§1 "As guests, use a wishlist", §2 `wishlist-guest`, §6 "Guests and logged-in customers"):
// every control of a page (tile toggles, the product page, quick buy, the wishlist pages) reads the `wishlist` signal
// of core/store.ts and changes it through these functions only, so they always agree.
// - A guest's list is kept on this device (localStorage, read through a schema; another tab's change is followed).
// - A logged-in shopper's list is the account's, on the server. A change shows at once and is sent in order (one at a
//   time, so the last answer is the newest list); a refused or failed change puts the item back as the server has it
//   and is told (`wishlistProblem`).
// - At a login the device list goes with the login request (`deviceItemsForMerge`) and the server merges it into the
//   account's; once the login has answered, the items it took are forgotten on the device (`forgetMergedItems`). A
//   session change (core/session.ts) loads the list of the account now shown.
// The spec shows neither path nor answer: ours (README.md "Backend responses") are
//   GET  {serviceHost}/wishlist          → { items: string[] }   (401 for a guest)
//   POST {serviceHost}/wishlist/add      item → { items }        (409 { limit } when full)
//   POST {serviceHost}/wishlist/remove   item → { items }
import { batch, computed, signal, type ReadonlySignal } from "@preact/signals-core";
import { z } from "../zod";
import { trackWork } from "../activity";
import { errorMessage, reportError } from "../errors";
import { emit, on, type WishlistReason } from "../events";
import { http, HttpError } from "../http";
import { followSession } from "../session";
import { user, wishlist } from "../store";

export { wishlist } from "../store";
import { WISHLIST_ITEM } from "./item";
export { WISHLIST_ITEM };

export const WISHLIST_PATHS = { list: "/wishlist", add: "/wishlist/add", remove: "/wishlist/remove" } as const;
/** Ours (the spec states none): the most items a list holds, also what a shared link carries. */
export const WISHLIST_LIMIT = 50;
export const DEVICE_KEY = "vitrine-wishlist";
const TIMEOUT_MS = 8000;

const itemsSchema = z.object({ items: z.array(z.string().check(z.regex(WISHLIST_ITEM))) });

export type WishlistProblem =
  | { kind: "full"; item: string }
  | { kind: "failed"; item: string }
  /** The device would not keep the list (storage off or full): it lasts this visit only. */
  | { kind: "not-kept" }
  /** The account's list could not be read: `retry` with loadWishlist(). */
  | { kind: "load-failed" };

/** The last problem, for the controls to say (cleared by the next change that works). */
export const wishlistProblem = signal<WishlistProblem | null>(null);
/** True while the shown list is a guest's, kept on this device. */
export const wishlistOnDevice: ReadonlySignal<boolean> = computed(() => !user.value.loggedIn);

/** Items as the server (or the device) last had them; `wishlist` shows them with the changes still in flight. */
let confirmed: readonly string[] = [];
/** item → wanted in the list, for the account's changes not answered yet. */
const pending = new Map<string, boolean>();
let queue: Promise<unknown> = Promise.resolve();
let following = false;
let loading: Promise<void> | undefined;

/** The list shown: the confirmed one with the changes in flight applied. */
function show(reason: WishlistReason): void {
  let items = confirmed.filter((item) => pending.get(item) !== false);
  for (const [item, wanted] of pending) if (wanted && !items.includes(item)) items = [...items, item];
  wishlist.value = items;
  emit("wishlist", { reason, items, onDevice: !user.peek().loggedIn });
}

/** The device's list: valid, distinct items, at most the limit; anything unreadable is reported and read as none. */
export function readDeviceItems(): string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(DEVICE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed = itemsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return [...new Set(parsed.data.items)].slice(0, WISHLIST_LIMIT);
  } catch {
    // not JSON: reported below
  }
  reportError({ source: "wishlist", message: "the wishlist kept on this device is unreadable; it is read as empty" });
  return [];
}

function writeDeviceItems(items: readonly string[]): boolean {
  try {
    if (items.length === 0) localStorage.removeItem(DEVICE_KEY);
    else localStorage.setItem(DEVICE_KEY, JSON.stringify({ items }));
    return true;
  } catch {
    return false;
  }
}

/** Shows the list of the session now shown: the device's for a guest, the account's (read from the server) once
 * logged in. Rejects when the account's list cannot be read (`wishlistProblem` says so; the last list stays). */
export async function loadWishlist(): Promise<readonly string[]> {
  if (!user.peek().loggedIn) {
    pending.clear();
    confirmed = readDeviceItems();
    show("load");
    return confirmed;
  }
  try {
    const { items } = await http.get(WISHLIST_PATHS.list, {
      schema: itemsSchema,
      supersede: "wishlist",
      timeoutMs: TIMEOUT_MS,
      retries: 1,
    });
    confirmed = items;
    if (wishlistProblem.peek()?.kind === "load-failed") wishlistProblem.value = null;
    show("load");
    return confirmed;
  } catch (error) {
    if (error instanceof HttpError && error.kind === "superseded") return wishlist.peek() ?? [];
    wishlistProblem.value = { kind: "load-failed" };
    reportError({ source: "wishlist", message: `the wishlist could not be read: ${errorMessage(error)}`, cause: error });
    throw error;
  }
}

/** For a control that shows the wishlist: the list is known from now on (a guest's at once, from the device; the
 * account's once read), the page's session is checked, and the list follows the session and the shopper's other tabs. */
export function followWishlist(): void {
  if (wishlist.peek() === null && !loading)
    loading = loadWishlist().then(
      () => void (loading = undefined),
      () => void (loading = undefined),
    );
  followSession(); // the page's one check (asked again after a failed one)
  if (following) return;
  following = true;
  on("session", ({ accountChanged }) => {
    if (accountChanged) void loadWishlist().catch(() => undefined);
  });
  addEventListener("storage", (event) => {
    if (event.key === DEVICE_KEY && !user.peek().loggedIn) void loadWishlist();
  });
}

/** Whether `item` is in the list shown (a signal read: effects that call it follow the list). */
export function inWishlist(item: string): boolean {
  return wishlist.value?.includes(item) ?? false;
}

/** Adds `item` when it is not in the list shown, removes it when it is. */
export function toggleWishlist(item: string): void {
  setInWishlist(item, !(wishlist.peek() ?? []).includes(item));
}

/** Puts `item` in the list or takes it out: on the device at once for a guest, sent to the account otherwise. */
export function setInWishlist(item: string, wanted: boolean): void {
  if (!WISHLIST_ITEM.test(item)) return;
  const shown = wishlist.peek() ?? [];
  if (shown.includes(item) === wanted) return;
  if (wanted && shown.length >= WISHLIST_LIMIT) {
    wishlistProblem.value = { kind: "full", item };
    return;
  }
  if (!user.peek().loggedIn) {
    confirmed = wanted ? [...shown, item] : shown.filter((i) => i !== item);
    batch(() => {
      wishlistProblem.value = writeDeviceItems(confirmed) ? null : { kind: "not-kept" };
      show(wanted ? "add" : "remove");
    });
    return;
  }
  pending.set(item, wanted);
  show(wanted ? "add" : "remove");
  queue = trackWork(queue.then(() => send(item, wanted))); // counted as work from now, not from its turn
}

/** One change of the account's list, after the ones before it have answered. */
async function send(item: string, wanted: boolean): Promise<void> {
  if (pending.get(item) !== wanted) return; // the shopper changed their mind before this was sent
  try {
    const { items } = await http.post(wanted ? WISHLIST_PATHS.add : WISHLIST_PATHS.remove, {
      schema: itemsSchema,
      body: { item },
      timeoutMs: TIMEOUT_MS,
    });
    confirmed = items;
    if (pending.get(item) === wanted) pending.delete(item);
    wishlistProblem.value = null;
  } catch (error) {
    if (pending.get(item) === wanted) pending.delete(item);
    const full = error instanceof HttpError && error.status === 409;
    wishlistProblem.value = { kind: full ? "full" : "failed", item };
    if (!full) reportError({ source: "wishlist", message: `the wishlist could not be changed: ${errorMessage(error)}`, cause: error });
  }
  show(wanted ? "add" : "remove");
}

/** The device's items a login or registration sends for the server to merge into the account. */
export function deviceItemsForMerge(): string[] {
  return user.peek().loggedIn ? [] : readDeviceItems();
}

/** After the login that sent `items` has answered: the account holds them, the device no longer needs to. */
export function forgetMergedItems(items: readonly string[]): void {
  writeDeviceItems(readDeviceItems().filter((item) => !items.includes(item)));
}

/** Tests: forget everything. */
export function resetWishlist(): void {
  confirmed = [];
  pending.clear();
  queue = Promise.resolve();
  wishlist.value = null;
  wishlistProblem.value = null;
}
