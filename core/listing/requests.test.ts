// One request at a time per listing: a new one supersedes (aborts) the one in flight; only the current one counts.
import { describe, expect, it } from "vitest";
import { latestRequest } from "./requests";

describe("latestRequest", () => {
  it("a new request aborts the one in flight, whose answer no longer counts", () => {
    const request = latestRequest();
    const first = request.begin();
    const second = request.begin();
    expect(first.signal.aborted).toBe(true);
    expect([first.isCurrent(), second.isCurrent()]).toEqual([false, true]);
    first.end(); // a late end of the superseded one changes nothing
    expect(request.running).toBe(true);
    second.end();
    expect(request.running).toBe(false);
  });

  it("cancel aborts what runs and drops its answer", () => {
    const request = latestRequest();
    const job = request.begin();
    request.cancel();
    expect([job.signal.aborted, job.isCurrent(), request.running]).toEqual([true, false, false]);
  });
});
