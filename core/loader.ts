// Classic-script loader for templates that cannot use type="module": adds the ESM bootloader, which sits beside it
// or in the configured public path (core/public-path.ts). Under Trusted Types the script URL goes through a policy
// that only admits that one URL.
import { vitrineEntryUrl } from "./public-path";

(() => {
  const entry = vitrineEntryUrl(document.currentScript as HTMLScriptElement | null);
  const policy = window.trustedTypes?.createPolicy("vitrine-loader", {
    createScriptURL: (url: string) => {
      if (url !== entry) throw new TypeError(`vitrine-loader: refusing ${url}`);
      return url;
    },
  });
  const script = document.createElement("script");
  script.type = "module";
  script.src = (policy ? policy.createScriptURL(entry) : entry) as string;
  document.head.append(script);
})();
