// §1 A language chosen at run time (a `static-lang` cookie, then the page's `vitrine.init`): the texts change once its
// tables are there, all at once from the old language to the new, never through English nor left in the old one.
import { afterEach, expect, it, vi } from "vitest";
import { effect } from "@preact/signals-core";
import { createMessages } from "../markets/messages";
import { mergePageConfig } from "./page-config";
import { config, textLocale } from "./store";

afterEach(() => {
  document.cookie = "static-lang=; max-age=0; path=/";
  document.cookie = "static-country=us; path=/";
  mergePageConfig({});
});

it("texts already shown change language when the new language's tables have loaded, not before", async () => {
  document.cookie = "static-country=us; path=/";
  mergePageConfig({});
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const say = createMessages({ hello: "Hello" }, async (language) => {
    await gate;
    return { default: language === "ja" ? { hello: "こんにちは" } : {} };
  });
  const shown: string[] = [];
  const stop = effect(() => void shown.push(say(textLocale.value, "hello")));
  expect(shown).toEqual(["Hello"]);

  document.cookie = "static-lang=ja; path=/";
  mergePageConfig({});
  expect(config.value.language).toBe("ja");
  expect(shown).toEqual(["Hello"]); // the table is on its way: nothing rendered again yet

  release();
  await vi.waitFor(() => expect(shown).toEqual(["Hello", "こんにちは"]));
  stop();
});
