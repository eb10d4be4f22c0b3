// What the classic loader does (core/loader.ts): adds the ESM bootloader, which sits beside it or in the configured
// public path (core/public-path.ts), and says through the error funnel when that entry does not come: a 404 (no
// public path where the loader was combined into another script) or an entry that loaded but never started.
// Under Trusted Types the script URL goes through a policy that only admits that one URL.
import { reportError } from "./errors";
import { vitrineEntryUrl } from "./public-path";

const HINT = 'set data-vitrine-public-path on the loader\'s script tag or <meta name="vitrine-public-path"> to the folder of vitrine.js';

export function loadEntry(loader: HTMLScriptElement | null, doc: Document = document): HTMLScriptElement {
  const entry = vitrineEntryUrl(loader, doc);
  const policy = window.trustedTypes?.createPolicy("vitrine-loader", {
    createScriptURL: (url: string) => {
      if (url !== entry) throw new TypeError(`vitrine-loader: refusing ${url}`);
      return url;
    },
  });
  const script = doc.createElement("script");
  script.type = "module";
  script.addEventListener("error", () => reportError({ source: "loader", message: `could not load ${entry}: ${HINT}` }));
  // A module script's load comes after it ran: by then the bootloader has set window.vitrine, unless it failed.
  script.addEventListener("load", () => {
    if (!window.vitrine) reportError({ source: "loader", message: `${entry} loaded but did not start (an error in it, or not Vitrine's)` });
  });
  script.src = (policy ? policy.createScriptURL(entry) : entry) as string;
  doc.head.append(script);
  return script;
}
