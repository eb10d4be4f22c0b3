// §7 "Editorial search": the latest query wins. Races proved with fast-check's scheduler: responses in any order,
// queries typed while others load, failures in between.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createEditorialSearch, normaliseQuery, type EditorialSearchState } from "./search";

interface Result {
  query: string;
  items: string[];
}

/** The fixture's rule in miniature: "none" finds nothing, every other query finds itself. */
const answer = (query: string): Result => ({ query, items: query.startsWith("none") ? [] : [`article about ${query}`] });

function harness(load: (query: string, signal: AbortSignal) => Promise<Result>) {
  // Every change as the page shows it: the state, and with "results" the results on the page. A result is also
  // recorded when it goes in, with the state of that moment (the query it was asked for).
  const shown: Array<{ state: EditorialSearchState; result?: Result }> = [];
  let displayed: Result | undefined;
  const search = createEditorialSearch<Result>(
    {
      element: document.body,
      load,
      count: (r) => r.items.length,
      show(result) {
        displayed = result;
        if (result) shown.push({ state: search.state, result });
      },
      onChange(state) {
        shown.push({ state, result: state.status === "results" ? displayed : undefined });
      },
    },
    { status: "idle", query: "" },
  );
  return { search, shown, list: () => displayed?.items ?? [] };
}

describe("editorial search on the listing engine", () => {
  it.each([
    ["results", "bag", { status: "results", query: "bag", count: 1 }],
    ["no results", "none at all", { status: "empty", query: "none at all" }],
    ["an empty query: idle, no request", "   ", { status: "idle", query: "" }],
  ] as const)("%s", async (_, query, expected) => {
    const requests: string[] = [];
    const { search } = harness(async (q) => (requests.push(q), answer(q)));
    search.search(query);
    await new Promise((r) => setTimeout(r, 0));
    expect(search.state).toEqual(expected);
    expect(requests).toEqual(expected.status === "idle" ? [] : [normaliseQuery(query)]);
  });

  it("a failure gives the error state, and retry asks again", async () => {
    let fail = true;
    const { search } = harness(async (q) => {
      if (fail) throw new Error("HTTP 500");
      return answer(q);
    });
    search.search("silk");
    await new Promise((r) => setTimeout(r, 0));
    expect(search.state).toEqual({ status: "error", query: "silk" });
    fail = false;
    search.retry();
    await new Promise((r) => setTimeout(r, 0));
    expect(search.state).toEqual({ status: "results", query: "silk", count: 1 });
  });

  it("the query already shown or loading is not asked for twice (URL and event report one change)", async () => {
    const requests: string[] = [];
    const { search } = harness(async (q) => (requests.push(q), answer(q)));
    search.search("bag");
    search.search(" bag ");
    await new Promise((r) => setTimeout(r, 0));
    search.search("bag");
    expect(requests).toEqual(["bag"]);
  });

  it("a new query aborts the request in flight", () => {
    const signals: AbortSignal[] = [];
    const { search } = harness((_q, signal) => (signals.push(signal), new Promise<Result>(() => {})));
    search.search("bag");
    search.search("silk");
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it("races: whatever the order of responses and failures, only the latest query's results are ever shown (fast-check scheduler)", async () => {
    const query = fc.constantFrom("bag", "silk", "gold", "none", "", "bag ", "cashmere wool");
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(query, { minLength: 1, maxLength: 7 }),
        fc.func(fc.boolean()),
        async (s, queries, fails) => {
          let latest = "";
          // The loader ignores its abort signal on purpose: a late response must still be dropped.
          const { search, shown, list } = harness(
            s.scheduleFunction(async (q: string) => {
              if (fails(q) && q.length % 2 === 0) throw new Error("network");
              return answer(q);
            }),
          );
          s.scheduleSequence(
            queries.map((q) => ({
              label: `type ${JSON.stringify(q)}`,
              builder: async () => {
                latest = normaliseQuery(q);
                search.search(q);
              },
            })),
          );
          // The answers pass through the engine's own awaits: let their continuations run too.
          do {
            await s.waitAll();
            await new Promise((resolve) => setTimeout(resolve));
          } while (s.count() > 0);
          // Never stale: every results/empty/error state shown was for the query current at that moment.
          for (const { state, result } of shown) {
            if (result) expect(result.query).toBe(state.query);
          }
          const finals = shown.filter(({ state }) => state.status !== "loading");
          const last = finals.at(-1);
          expect(search.state.status).not.toBe("loading");
          expect(search.state.query).toBe(latest);
          if (last) expect(last.state.query).toBe(latest);
          expect(list()).toEqual(search.state.status === "results" ? answer(latest).items : []);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("races: a result shown is always for the query in force when it arrives (fast-check scheduler)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.constantFrom("a", "b", "c"), { minLength: 2, maxLength: 6 }), async (s, queries) => {
        let current = "";
        const { search, shown } = harness(s.scheduleFunction(async (q: string) => answer(q)));
        // The query of the result on screen beside the query in force, at every step: recorded in the sequence's
        // builders and checked after (an expect there would only mark fast-check's sequence faulty).
        const seen: Array<{ shown: string | undefined; current: string }> = [];
        const record = () => seen.push({ shown: shown.at(-1)?.result?.query, current });
        s.scheduleSequence(queries.map((q) => async () => ((current = q), search.search(q), record())));
        while (s.count() > 0) {
          await s.waitOne();
          record();
        }
        expect(seen.filter((step) => step.shown !== undefined && step.shown !== step.current)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
