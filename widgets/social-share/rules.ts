import { sameOriginPath } from "../../core/safe-url";

// Share links (§9 "Social sharing": templates per network; their shapes are the page configuration's), no DOM.

const PLACEHOLDER = /\{(url|title)\}/g;

/**
 * The share link of `template` for `page`: `{url}` and `{title}` replaced by their URI-component encoding, so no
 * value can add a parameter, a fragment or a path. Null unless template and result are http(s) on the template's own
 * origin (a placeholder in the host, or a `javascript:` template, gives null).
 */
export function shareHref(template: string, page: { url: string; title: string }): string | null {
  let origin: string;
  let href: URL;
  try {
    origin = new URL(template.replace(PLACEHOLDER, "")).origin;
    href = new URL(template.replace(PLACEHOLDER, (_, key: "url" | "title") => encodeURIComponent(page[key])));
  } catch {
    return null;
  }
  if (href.protocol !== "https:" && href.protocol !== "http:") return null;
  if (href.origin !== origin || href.username || href.password) return null;
  return href.href;
}

const BRANDS: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  x: "X",
  twitter: "X",
  pinterest: "Pinterest",
  whatsapp: "WhatsApp",
  linkedin: "LinkedIn",
  weibo: "Weibo",
  line: "LINE",
  vk: "VK",
  telegram: "Telegram",
  kakaotalk: "KakaoTalk",
};

/** The network's name as its brand writes it (names are not translated); unknown keys as given, capitalised. */
export function networkName(network: string): string {
  return BRANDS[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

/** The page to share: the element's same-origin URL when it gives one, else the page's own, without its fragment. */
export function pageToShare(given: string | undefined, pageHref: string): string {
  const url = new URL((given !== undefined && sameOriginPath(given, pageHref)) || pageHref, pageHref);
  url.hash = "";
  return url.href;
}
