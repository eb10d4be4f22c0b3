// A catalog loads the page's language alone (markets/messages.ts). A fresh copy of the module: the setup file
// has asked the shared one for every language.
import { beforeEach, describe, expect, it, vi } from "vitest";

let messages: typeof import("../../markets/messages");
beforeEach(async () => {
  vi.resetModules();
  messages = await import("../../markets/messages");
});

const table = (hello: string) => vi.fn(() => Promise.resolve({ default: { hello } }));

describe("texts in the page's language only", () => {
  it("loads the page language's table alone; the texts are English until it is there", async () => {
    const [ja, it_] = [table("こんにちは"), table("Ciao")];
    messages.loadLanguage("ja-JP", () => {});
    const text = messages.createMessages({ hello: "Hello" }, { ja, it: it_ });
    expect(text("ja", "hello")).toBe("Hello");
    await messages.messagesLoading();
    expect(text("ja", "hello")).toBe("こんにちは");
    expect([ja.mock.calls.length, it_.mock.calls.length]).toEqual([1, 0]);
    expect(messages.messagesLoading()).toBeUndefined();
  });

  it("a catalog made before the page's language is known loads it when it is", async () => {
    const ja = table("こんにちは");
    const text = messages.createMessages({ hello: "Hello" }, { ja });
    expect(ja).not.toHaveBeenCalled();
    messages.loadLanguage("ja", () => {});
    await messages.messagesLoading();
    expect(text("ja", "hello")).toBe("こんにちは");
  });

  it("an English page loads nothing", () => {
    const ja = table("こんにちは");
    messages.loadLanguage("en-US", () => {});
    messages.createMessages({ hello: "Hello" }, { ja });
    expect(ja).not.toHaveBeenCalled();
    expect(messages.messagesLoading()).toBeUndefined();
  });

  it("a table that cannot load is reported, and its texts stay English", async () => {
    const failure = new Error("chunk failed");
    const errors: unknown[] = [];
    messages.loadLanguage("ja", (error) => errors.push(error));
    const text = messages.createMessages({ hello: "Hello" }, { ja: () => Promise.reject(failure) });
    await messages.messagesLoading();
    expect(errors).toEqual([failure]);
    expect(text("ja", "hello")).toBe("Hello");
  });
});
