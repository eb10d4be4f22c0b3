// §9 "Authenticity feature": answers are kept 5 minutes, per tap and call, in the tab's session storage, so going back
// to the page or retrying after a failure of a later call does not spend the tap again. What is read back is checked
// again by its schema (storage is only as trusted as the page), and an entry past its time is dropped.
import type { ZodMiniType } from "zod/mini";
import { CACHE_TTL_MS } from "./rules";

const PREFIX = "vitrine-authenticity:";

export interface AnswerCache {
  get<T>(key: string, schema: ZodMiniType<T>): T | undefined;
  set(key: string, answer: unknown): void;
}

/** `now` is the clock (tests move it); `storage` may be absent or refuse (private mode): the cache then forgets. */
export function createAnswerCache(storage: Storage | undefined, now: () => number = Date.now, ttlMs = CACHE_TTL_MS): AnswerCache {
  return {
    get(key, schema) {
      let stored: { at?: unknown; answer?: unknown } | undefined;
      try {
        stored = JSON.parse(storage?.getItem(PREFIX + key) ?? "null") ?? undefined;
      } catch {
        stored = undefined;
      }
      if (!stored || typeof stored.at !== "number" || now() - stored.at >= ttlMs || now() < stored.at) {
        if (stored) storage?.removeItem(PREFIX + key);
        return undefined;
      }
      const parsed = schema.safeParse(stored.answer);
      return parsed.success ? parsed.data : undefined;
    },
    set(key, answer) {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify({ at: now(), answer }));
      } catch {
        // full or refused: the next visit asks again
      }
    },
  };
}
