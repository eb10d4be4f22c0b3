// The bootloader: the only code every page loads. No React, no zod: widgets bring those when they mount.
import { widgets } from "../widgets/registry";
import { createLifecycle } from "./lifecycle";
import { emit, on } from "./events";
import { trackWork, whenIdle } from "./activity";
import { mergePageConfig, readConfigBlock } from "./page-config";
import { started as lifecycles } from "./page-lifecycle";
import type { VitrineApi } from "./public-api";

declare const __VERSION__: string;

function boot(): void {
  if (window.vitrine) return; // loaded twice (module tag and classic loader): the first one wins
  // The built-in widgets, and those registered with `vitrine/register` (core/register.ts).
  const lifecycle = createLifecycle(widgets);
  lifecycles.push(lifecycle);
  let started: () => void;
  const api = {
    version: __VERSION__,
    init: mergePageConfig,
    rescan: lifecycle.rescan,
    on,
    whenIdle,
    stop: lifecycle.stop,
    ready: new Promise<void>((resolve) => (started = resolve)),
    isReady: false,
    // The overlay is a chunk of its own (core/debug/): pages without the flag never request it.
    debug: (on?: boolean) => import("./debug/debug-overlay").then((overlay) => overlay.debug(on)),
  };
  window.vitrine = api satisfies VitrineApi;
  if (new URLSearchParams(location.search).has("vitrine-debug")) void api.debug();
  const configError = readConfigBlock();
  // The reporter is not in the bootloader (core/lifecycle.ts `fail`): a broken block costs that one request.
  if (configError)
    void trackWork(import("./errors").then(({ reportError }) => reportError({ source: "configuration", message: configError })));
  const start = () => {
    lifecycle.start(document.body);
    api.isReady = true;
    started();
    emit("ready", { version: api.version });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}

boot();
