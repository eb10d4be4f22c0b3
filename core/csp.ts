// What a page's Content-Security-Policy must allow for Vitrine beyond its own origin: the Trusted Types policies the
// code creates and the media sources streaming video plays from. The one list: README.md, docs/aem-template-guide.md
// and the fixture server's CSP (fixtures/server/http.ts) say the same, and core/csp.test.ts fails when their text and
// this list differ, or when the code creates a policy that is not here. The runtime never imports this module.

/** Each Trusted Types policy, with what goes through it. */
export const TRUSTED_TYPES_POLICIES = {
  vitrine: "every sanitised HTML fragment (core/html.ts)",
  "vitrine-loader": "the classic loader's one script URL (core/loader.ts)",
  "vitrine-scripts": "the vendor scripts a shopper asks for: live chat, maps (core/script-loader.ts)",
  dompurify: "DOMPurify's own policy",
} as const;

/** The `trusted-types` directive: every policy above (add your own to it). */
export const TRUSTED_TYPES = `trusted-types ${Object.keys(TRUSTED_TYPES_POLICIES).join(" ")}`;

/** Streaming video: hls.js plays through Media Source Extensions (a `blob:` URL on the `<video>`) and gives each
 * subtitle `<track>` an empty `data:,WEBVTT` source (its cues come from the stream). */
export const MEDIA_SRC = "media-src 'self' blob: data:";
