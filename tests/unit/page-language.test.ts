// A catalog loads the page's language alone (markets/messages.ts). A fresh copy of the module: the setup file
// has asked the shared one for every language.
import { beforeEach, describe, expect, it, vi } from "vitest";

let messages: typeof import("../../markets/messages");
beforeEach(async () => {
  vi.resetModules();
  messages = await import("../../markets/messages");
});

/** A catalog's loader, as `(language) => import(`./messages/${language}.ts`)`: "Hello" in the language's own words. */
const HELLO: Record<string, string> = { ja: "こんにちは", it: "Ciao", el: "Γειά σου" };
const tables = () => vi.fn((language: string) => Promise.resolve({ default: { hello: HELLO[language] } }));

describe("texts in the page's language only", () => {
  it("loads the page language's table alone; the texts are English until it is there", async () => {
    const load = tables();
    messages.loadLanguage("ja-JP", () => {});
    const text = messages.createMessages({ hello: "Hello" }, load);
    expect(text("ja", "hello")).toBe("Hello");
    await messages.messagesLoading();
    expect(text("ja", "hello")).toBe("こんにちは");
    expect(load.mock.calls).toEqual([["ja"]]);
    expect(messages.messagesLoading()).toBeUndefined();
  });

  it("a catalog made before the page's language is known loads it when it is", async () => {
    const load = tables();
    const text = messages.createMessages({ hello: "Hello" }, load);
    expect(load).not.toHaveBeenCalled();
    messages.loadLanguage("ja", () => {});
    await messages.messagesLoading();
    expect(text("ja", "hello")).toBe("こんにちは");
  });

  it("an English page loads nothing", () => {
    const load = tables();
    messages.loadLanguage("en-US", () => {});
    messages.createMessages({ hello: "Hello" }, load);
    expect(load).not.toHaveBeenCalled();
    expect(messages.messagesLoading()).toBeUndefined();
  });

  it("a page in Greek loads it from the catalogs that name it; the others request nothing, report nothing and stay English", async () => {
    const [greek, marketsOnly] = [tables(), tables()];
    const errors: unknown[] = [];
    messages.loadLanguage("el-GR", (error) => errors.push(error));
    const withGreek = messages.createMessages({ hello: "Hello" }, greek, ["el"]);
    const without = messages.createMessages({ hello: "Hello" }, marketsOnly);
    await messages.messagesLoading();
    expect([greek.mock.calls, marketsOnly.mock.calls]).toEqual([[["el"]], []]);
    expect([withGreek("el", "hello"), without("el", "hello"), errors]).toEqual(["Γειά σου", "Hello", []]);
  });

  it("a table that cannot load is reported, and its texts stay English", async () => {
    const failure = new Error("chunk failed");
    const errors: unknown[] = [];
    messages.loadLanguage("ja", (error) => errors.push(error));
    const text = messages.createMessages({ hello: "Hello" }, () => Promise.reject(failure));
    await messages.messagesLoading();
    expect(errors).toEqual([failure]);
    expect(text("ja", "hello")).toBe("Hello");
  });
});
