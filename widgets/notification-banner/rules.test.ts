// §3 "Notification banner" rules, table style.
import { describe, expect, it } from "vitest";
import { announcement, autoDismissAfter, bannerType, liveRole } from "./rules";

describe("§3 bannerType: small or big; any other value becomes small", () => {
  it.each([
    ["big", "big"],
    ["BIG", "big"],
    [" big ", "big"],
    ["small", "small"],
    ["large", "small"],
    ["", "small"],
    [undefined, "small"],
  ] as const)("%j → %s", (given, want) => expect(bannerType(given)).toBe(want));
});

describe("live role: a banner that leaves by itself is an alert, one that stays a status", () => {
  it.each([
    [undefined, "status"],
    [0, "status"],
    [5000, "alert"],
  ] as const)("auto-dismiss %j → %s", (after, want) => expect(liveRole(after)).toBe(want));
});

describe("auto-dismiss (§3 timing): never for a pushing banner (CLS) nor while authoring", () => {
  it.each([
    [5000, false, false, 5000],
    [5000, true, false, undefined],
    [5000, false, true, undefined],
    [0, false, false, undefined],
    [undefined, false, false, undefined],
  ] as const)("timing %j pushing %j authoring %j → %j", (timing, isPushing, authoring, want) =>
    expect(autoDismissAfter(timing, { isPushing, authoring })).toBe(want),
  );
});

it("announces title, message and submessage in that order", () => {
  expect(announcement({ bannerTitle: "Private sale", message: "Until Sunday", submessage: "Sign in" })).toBe(
    "Private sale. Until Sunday. Sign in",
  );
  expect(announcement({ message: "Saved" })).toBe("Saved");
  expect(announcement({ bannerTitle: "Sale!", message: "Until Sunday.", submessage: "Sign in." })).toBe("Sale! Until Sunday. Sign in.");
});
