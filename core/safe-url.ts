// The one same-origin gate for URLs that come from markup, a response or the address bar before they reach an
// href, a navigation, a history entry or a request. The WHATWG parser reads the value exactly as the browser will
// (it drops leading/trailing controls and spaces, tabs and newlines anywhere, folds `\` into `/`, lower-cases the
// scheme), so `\t//host`, `/\host`, ` java\nscript:` and `JAVASCRIPT:` are judged by what they really are.

/** Decodes once, as a server or router behind us might; malformed escapes stay as they are. */
function decodedOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * `value` resolved against `base` as a root-relative path with its query and hash, when it stays on `base`'s
 * http(s) origin; null otherwise (another origin, another scheme, blank, unparsable, or a path that would turn
 * protocol-relative once percent-decoded, like `/%2F%2Fhost` or `/%5Chost`). Callers fall back to their own
 * link, usually the server's: `sameOriginPath(data.url) ?? serverHref`.
 */
export function sameOriginPath(value: unknown, base: string = location.href): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let url: URL;
  let origin: URL;
  try {
    origin = new URL(base);
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (/^[/\\]{2}/.test(decodedOnce(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An image source from data: a same-origin path, or an https URL (an image CDN); null otherwise (another scheme,
 * `javascript:`, `data:`, blank). Images cannot run script, but nothing from data reaches an attribute unchecked. */
export function imageSource(value: unknown, base: string = location.href): string | null {
  const local = sameOriginPath(value, base);
  if (local !== null) return local;
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `value` as an absolute URL when it stays on `base`'s origin, or is https on one of `origins` (each an origin such as
 * `https://certificates.example.com`, from the page configuration); null otherwise (another host, another scheme, a
 * URL carrying credentials, blank, unparsable). For links to what another host of ours serves: the authenticity
 * feature's certificates, the return portal.
 */
export function allowedUrl(value: unknown, origins: readonly string[], base: string = location.href): string | null {
  const path = sameOriginPath(value, base);
  if (path !== null) return new URL(path, base).href;
  if (typeof value !== "string" || value.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  return origins.some((origin) => originOf(origin) === url.origin) ? url.href : null;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
