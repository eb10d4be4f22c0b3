// A slowed form ("repeated failed lookups are slowed, not silently dropped"): a 429's Retry-After becomes a
// stated wait, a countdown on the fake clock, a held submit that sends nothing, and "you can try again now".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { runClockUntil, useFakeClock } from "../../tests/unit/clock";
import { HttpError } from "../http";
import { enhanceForm, type EnhancedForm } from "./form";
import { createFormWait, DEFAULT_WAIT_SECONDS, waitSeconds, type FormWait } from "./wait";

const ROUTE = "*/lookup";
const status429 = (retryAfterMs?: number) => new HttpError("status", "HTTP 429", "/lookup", 429, {}, retryAfterMs);

describe("waitSeconds", () => {
  it.each([
    ["a 429 asking 20 s", status429(20_000), 20],
    ["a 429 asking 1.2 s (rounded up)", status429(1200), 2],
    ["a 429 asking 0 s (at least 1)", status429(0), 1],
    ["a 429 naming no wait", status429(), DEFAULT_WAIT_SECONDS],
    ["a 404", new HttpError("status", "HTTP 404", "/lookup", 404), undefined],
    ["a timeout", new HttpError("timeout", "timed out", "/lookup"), undefined],
    ["not an HttpError", new Error("x"), undefined],
  ])("%s → %s", (_, error, seconds) => expect(waitSeconds(error)).toBe(seconds));
  it("is 30 s when unnamed", () => expect(DEFAULT_WAIT_SECONDS).toBe(30));
});

describe("createFormWait on the form core", () => {
  let enhanced: EnhancedForm | undefined;
  let wait: FormWait | undefined;
  let posts = 0;

  beforeEach(() => {
    useFakeClock();
    posts = 0;
    document.body.innerHTML = `<form action="/lookup" method="post">
      <label for="n">Order number</label><input id="n" name="orderNumber" required value="A1">
      <p data-form-status></p><p data-form-wait></p><button type="submit">Find</button></form>`;
    const form = document.querySelector("form")!;
    wait = createFormWait(form, () => "en");
    enhanced = enhanceForm({
      form,
      language: () => "en",
      held: wait.held,
      failureText: (error) => wait!.failureText(error) ?? "not found",
      onResult: wait.onResult,
    });
  });
  afterEach(() => {
    enhanced?.destroy();
    wait?.destroy();
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  const form = () => document.querySelector("form")!;
  const status = () => document.querySelector("[data-form-status]")!.textContent;
  const countdown = () => document.querySelector("[data-form-wait]")!.textContent;
  const submit = () => form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const answering = (response: () => Response) =>
    server.use(
      mock.post(ROUTE, () => {
        posts++;
        return response();
      }),
    );

  it("a 429 with Retry-After 3: stated once, counted down without a send, then 'you can try again now'", async () => {
    answering(() => HttpResponse.json({ error: "too many" }, { status: 429, headers: { "Retry-After": "3" } }));
    submit();
    await runClockUntil(() => expect(status()).toBe("Too many attempts. You can try again in 3 seconds."));
    expect(countdown()).toBe("You can try again in 3 seconds.");
    expect(posts).toBe(1);

    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown()).toBe("You can try again in 2 seconds.");
    submit(); // held: nothing is sent, the status says how long is left
    expect(status()).toBe("You can try again in 2 seconds.");
    expect(posts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown()).toBe("You can try again in 1 second.");
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown()).toBe("");
    expect(status()).toBe("You can try again now.");
    expect(wait!.secondsLeft()).toBe(0);

    answering(() => HttpResponse.json({ error: "not found" }, { status: 404 }));
    submit();
    await runClockUntil(() => expect(status()).toBe("not found"));
    expect(posts).toBe(2);
    expect(countdown()).toBe(""); // a failure that is not a 429 starts no wait
  });

  it("a 429 naming no wait holds the form 30 s; the typed value stays", async () => {
    answering(() => HttpResponse.json({ error: "too many" }, { status: 429 }));
    submit();
    await runClockUntil(() => expect(status()).toBe("Too many attempts. You can try again in 30 seconds."));
    expect(document.querySelector("input")!.value).toBe("A1");
    await vi.advanceTimersByTimeAsync(29_000);
    expect(wait!.held()).toBe("You can try again in 1 second.");
    await vi.advanceTimersByTimeAsync(1000);
    expect(wait!.held()).toBeUndefined();
  });

  it("destroy stops the countdown and empties the server's line", async () => {
    answering(() => HttpResponse.json({}, { status: 429, headers: { "Retry-After": "5" } }));
    submit();
    await runClockUntil(() => expect(countdown()).toBe("You can try again in 5 seconds."));
    wait!.destroy();
    expect(countdown()).toBe("");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(countdown()).toBe("");
    expect(status()).toBe("Too many attempts. You can try again in 5 seconds."); // no "try again now" from a stopped wait
  });
});

it("without a [data-form-wait] line, one is made after the status line and removed on destroy", () => {
  document.body.innerHTML = `<form><p data-form-status></p><button>Go</button></form>`;
  const made = createFormWait(document.querySelector("form")!, () => "it");
  const line = document.querySelector("[data-form-status] + [data-form-wait]");
  expect(line).not.toBeNull();
  made.onResult({ ok: false, error: status429(2000) });
  expect(line!.textContent).toBe("Puoi riprovare tra 2 secondi.");
  made.destroy();
  expect(document.querySelector("[data-form-wait]")).toBeNull();
  document.body.innerHTML = "";
});
