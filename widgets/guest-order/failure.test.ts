// Why a guest form failed, table-style (the status and kind of the HTTP client's error).
import { describe, expect, it } from "vitest";
import { HttpError } from "../../core/http";
import { failureKey } from "./failure";

describe("why a lookup or a return failed", () => {
  const status = (n: number) => new HttpError("status", `HTTP ${n}`, "/x", n);
  it.each([
    ["404 (unknown number or wrong email alike)", status(404), "notFound"],
    ["400 naming fields", status(400), "checkFields"],
    ["409 (no longer returnable)", status(409), "notReturnable"],
    ["500", status(500), "unavailable"],
    ["503", status(503), "unavailable"],
    ["429 (the wait is the form core's; this is its fallback)", status(429), "unavailable"],
    ["no answer (timeout)", new HttpError("timeout", "timed out", "/x"), "unavailable"],
    ["no network", new HttpError("network", "offline", "/x"), "unavailable"],
    ["a malformed 200", new HttpError("invalid-response", "invalid response at order", "/x", 200), "unreadable"],
    ["not an HttpError", new TypeError("x"), "unavailable"],
  ])("%s → %s", (_, error, key) => expect(failureKey(error)).toBe(key));
});
