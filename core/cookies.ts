/** Value of cookie `name` in a `document.cookie`-style string; first match wins, undefined when absent or not decodable. */
export function readCookie(cookieString: string, name: string): string | undefined {
  if (typeof cookieString !== "string") return undefined;
  for (const pair of cookieString.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let raw = pair.slice(eq + 1).trim();
    // RFC 6265 allows a double-quoted value.
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
