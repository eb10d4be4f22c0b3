// Classic-script loader for templates that cannot use type="module" (core/loader-entry.ts). Built to ES5
// (rollup.config.mjs), which AEM's default clientlib minifier accepts (tests/package/loader-es5.mjs).
import { loadEntry } from "./loader-entry";

loadEntry(document.currentScript as HTMLScriptElement | null);
