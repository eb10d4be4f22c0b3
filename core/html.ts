// The only way server HTML enters the DOM: DOMPurify behind the `vitrine` Trusted Types policy, parsed in an
// inert <template>, so no fragment script, handler or javascript: URL ever runs. (Chrome still files a CSP
// script-src-attr report when it parses a fragment's inline handler, in any document: blocked, and stripped here.)
// On top of DOMPurify's defaults nothing in a fragment may send the user or a request off the site: a form
// `action`/`formaction` or a CSS URL (style attribute or <style> element) elsewhere than this origin is dropped.
import DOMPurify from "dompurify";
import { sameOriginPath } from "./safe-url";

const FORM_TARGETS = new Set(["action", "formaction"]);

/** CSS escapes (`\75 rl(`, `\/\/host`) read as the characters they stand for, as the CSS parser does. */
function unescapeCss(css: string): string {
  return css.replace(/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([^\n\r\f0-9a-f]))/gi, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ""),
  );
}

/**
 * True when every address the CSS could load stays on this origin: each `url(…)` / `src(…)` argument and each
 * quoted string (`@import "…"`, `image-set("…")`). A quoted font name reads as a harmless same-origin path.
 */
export function cssStaysOnSite(css: string): boolean {
  const text = unescapeCss(css).replace(/\/\*[\s\S]*?\*\//g, "");
  const addresses = [
    ...[...text.matchAll(/\b(?:url|src)\(\s*([^"')\s][^)]*?)\s*\)/gi)].map((m) => m[1]!),
    ...[...text.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]!),
  ];
  return addresses.every((address) => sameOriginPath(address) !== null);
}

/** Our own DOMPurify instance, so its hooks change no one else's sanitising. */
function createPurifier() {
  const purifier = DOMPurify(window);
  purifier.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (FORM_TARGETS.has(name) && sameOriginPath(data.attrValue) === null) data.keepAttr = false;
    if (name === "style" && !cssStaysOnSite(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && !cssStaysOnSite(node.textContent ?? "")) node.textContent = "";
  });
  return purifier;
}

let policy: Pick<TrustedTypePolicy, "createHTML"> | undefined;

function htmlPolicy(): Pick<TrustedTypePolicy, "createHTML"> {
  if (policy) return policy;
  const purify = createPurifier();
  const createHTML = (input: string) => purify.sanitize(input);
  policy = window.trustedTypes?.createPolicy("vitrine", { createHTML }) ?? {
    createHTML: (input: string) => createHTML(input) as unknown as TrustedHTML,
  };
  return policy;
}

/** Sanitises an HTML string from a response into a fragment, ready to append. */
export function htmlFragment(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = htmlPolicy().createHTML(html) as unknown as string;
  return template.content;
}
