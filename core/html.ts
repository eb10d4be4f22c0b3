// The only way server HTML enters the DOM: DOMPurify behind the `vitrine` Trusted Types policy, parsed in an
// inert <template>, so no fragment script, handler or javascript: URL ever runs. (Chrome still files a CSP
// script-src-attr report when it parses a fragment's inline handler, in any document: blocked, and stripped here.)
import DOMPurify from "dompurify";

let policy: Pick<TrustedTypePolicy, "createHTML"> | undefined;

function htmlPolicy(): Pick<TrustedTypePolicy, "createHTML"> {
  policy ??= window.trustedTypes?.createPolicy("vitrine", { createHTML: (input: string) => DOMPurify.sanitize(input) }) ?? {
    createHTML: (input: string) => DOMPurify.sanitize(input) as unknown as TrustedHTML,
  };
  return policy;
}

/** Sanitises an HTML string from a response into a fragment, ready to append. */
export function htmlFragment(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = htmlPolicy().createHTML(html) as unknown as string;
  return template.content;
}
