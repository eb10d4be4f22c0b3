// The classic loader says when the bootloader does not come ("AEM that works as the guide says").
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { on } from "./events";
import type { VitrineEvents } from "./events";
import { loadEntry } from "./loader-entry";

let errors: VitrineEvents["error"][] = [];
let stop = () => {};
beforeEach(() => {
  errors = [];
  stop = on("error", (detail) => errors.push(detail));
  vi.spyOn(console, "error").mockImplementation(() => {});
  // happy-dom would fetch the script: the test plays its outcome.
  vi.spyOn(HTMLScriptElement.prototype, "src", "set").mockImplementation(() => {});
});
afterEach(() => {
  stop();
  document.head.innerHTML = "";
  delete window.vitrine;
});

const loaderAt = (src: string) => {
  const script = document.createElement("script");
  script.setAttribute("src", src);
  return script;
};

describe("loadEntry", () => {
  it("reports an entry that does not load, naming its URL and the public path", () => {
    const script = loadEntry(loaderAt("https://shop.example/etc.clientlibs/site/clientlibs/all.js"));
    script.dispatchEvent(new Event("error"));
    expect(errors).toEqual([
      {
        source: "loader",
        message:
          'could not load https://shop.example/etc.clientlibs/site/clientlibs/vitrine.js: set data-vitrine-public-path on the loader\'s script tag or <meta name="vitrine-public-path"> to the folder of vitrine.js',
      },
    ]);
  });

  it("reports an entry that loaded but did not start, and nothing when it started", () => {
    const failed = loadEntry(loaderAt("https://shop.example/dist/vitrine-loader.js"));
    failed.dispatchEvent(new Event("load"));
    window.vitrine = {} as NonNullable<typeof window.vitrine>;
    loadEntry(loaderAt("https://shop.example/dist/vitrine-loader.js")).dispatchEvent(new Event("load"));
    expect(errors).toEqual([
      { source: "loader", message: "https://shop.example/dist/vitrine.js loaded but did not start (an error in it, or not Vitrine's)" },
    ]);
  });
});
