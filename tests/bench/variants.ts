// The page variants Lighthouse compares, served by a small proxy in front of the fixture server so the fixtures
// stay as they are: every variant goes through the same proxy, so its overhead hits all sides alike.
//   with        the page as the storefront serves it (the Vitrine module bundle)
//   without     `?js=none`: the server HTML alone, the baseline
//   react-only  the baseline plus React's chunk(s) and nothing else, loaded when the bootloader would load them
//               (after `load` and a painted frame): the floor of what a React runtime costs
//   script-only the baseline plus a module script tag where the entry's is, of the entry's size, that does nothing:
//               the floor of what any script tag costs the page (its request in Lantern's connection model)
//   before      the page with another build of dist/ (BENCH_BEFORE_DIST=<folder>), to compare a change in one run
//   low-priority the page with `fetchpriority="low"` on the entry's script tag (BENCH_LOW_PRIORITY=1)
// Text responses go out gzip-compressed when the browser accepts it, as a storefront's CDN serves them (the fixture
// server does not compress): otherwise every script, the entry above all, would weigh ~2.5 times its real transfer
// in Lantern's simulated 1.6 Mbps network, which is what LCP is simulated from.
// `http2`: the proxy speaks HTTP/2 over TLS (a self-signed certificate made with openssl for the run; the browser
// is told to accept it), as a storefront's CDN does: Lantern simulates an HTTP/1.1 origin with up to 6 connections,
// each new one paying its handshake, and an HTTP/2 origin with one multiplexed connection (README, "the LCP gap").
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer } from "node:http2";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";

export type Variant = "with" | "without" | "react-only" | "script-only" | "before" | "low-priority" | "labels-only";

const VARIANT_PARAM = "bench-variant";
const BEFORE_PREFIX = "/bench-before/";
const ENTRY_TAG = `<script type="module" src="/dist/vitrine.js"></script>`;
const FLOOR_SCRIPT = "/bench-react-floor.js";
const INERT_ENTRY = "/bench-inert-entry.js";

export function variantUrl(base: string, path: string, variant: Variant): string {
  const url = new URL(path, base);
  if (variant === "without") url.searchParams.set("js", "none");
  if (variant !== "with" && variant !== "without") url.searchParams.set(VARIANT_PARAM, variant);
  return url.href;
}

/** React's own chunks in dist/ (rollup.config.mjs names them react*.js). */
async function reactChunks(dist: string): Promise<string[]> {
  const files = await readdir(join(dist, "chunks"));
  return files.filter((f) => /^react(-dom)?-[\w-]+\.js$/.test(f)).map((f) => `/dist/chunks/${f}`);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** Sends `body`, gzip-compressed when the browser accepts it and the type is text. */
function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, unknown>, body: Buffer): void {
  const out: Record<string, unknown> = { ...headers };
  // Hop-by-hop headers: HTTP/2 forbids them, and the length changes with compression.
  for (const name of ["content-length", "transfer-encoding", "connection", "keep-alive"]) delete out[name];
  const compress =
    body.length > 0 &&
    /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) &&
    COMPRESSIBLE.test(String(headers["content-type"] ?? ""));
  const payload = compress ? gzipSync(body) : body;
  if (compress) out["content-encoding"] = "gzip";
  out["content-length"] = payload.length;
  res.writeHead(status, out as Record<string, string | number>).end(payload);
}

export interface VariantProxy {
  url: string;
  close(): Promise<void>;
}

/** A key and a self-signed certificate for 127.0.0.1, made for this run and deleted with the proxy. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "vitrine-bench-tls-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  return { key: await readFile(key), cert: await readFile(cert), dispose: () => rm(dir, { recursive: true, force: true }) };
}

export interface ProxyOptions {
  /** A copy of another build's dist/ (the `before` variant). */
  beforeDist?: string;
  /** HTTP/2 over TLS instead of HTTP/1.1. */
  http2?: boolean;
}

export async function startVariantProxy(
  upstream: string,
  dist: string,
  { beforeDist, http2 = false }: ProxyOptions = {},
): Promise<VariantProxy> {
  const upstreamUrl = new URL(upstream);
  const tls = http2 ? await selfSignedCertificate() : undefined;
  /** Over TLS the page's absolute API address (the fixture server, plain HTTP) would be mixed content: it goes
   * through the proxy too. Set once the proxy listens. */
  let ownOrigin = "";
  // A served file, not an inline script: the fixture CSP allows scripts from 'self' only.
  const floorScript = `(() => {
  const load = () => requestAnimationFrame(() => setTimeout(() => ${JSON.stringify(await reactChunks(dist))}.forEach((src) => import(src)), 0));
  if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
})();`;

  // The entry's own text as one string: as many bytes on the wire (compressed alike), next to nothing to evaluate.
  const inertEntry = `export const text = ${JSON.stringify(await readFile(join(dist, "vitrine.js"), "utf8"))};\n`;

  async function serveBefore(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const file = beforeDist ? normalize(join(beforeDist, path.slice(BEFORE_PREFIX.length))) : "";
    if (!beforeDist || !file.startsWith(normalize(beforeDist)) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    send(req, res, 200, { "content-type": file.endsWith(".js") ? "text/javascript" : "application/octet-stream" }, await readFile(file));
  }

  function forward(req: IncomingMessage, res: ServerResponse, path: string, rewrite?: (html: string) => string): void {
    const upstreamReq = request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        path,
        method: req.method,
        // HTTP/2's pseudo-headers (`:path`…) are not HTTP/1.1 headers.
        headers: { ...withoutPseudoHeaders(req.headers), host: upstreamUrl.host, "accept-encoding": "identity" },
      },
      (upstreamRes) => {
        const body: Buffer[] = [];
        upstreamRes.on("data", (chunk: Buffer) => body.push(chunk));
        upstreamRes.on("end", () => {
          const raw = Buffer.concat(body);
          const html = String(upstreamRes.headers["content-type"] ?? "").startsWith("text/html");
          const ownApi = (text: string) => (http2 && html ? text.replaceAll(upstreamUrl.origin, ownOrigin) : text);
          const out = rewrite || (http2 && html) ? Buffer.from(ownApi((rewrite ?? String)(raw.toString("utf8")))) : raw;
          send(req, res, upstreamRes.statusCode ?? 502, upstreamRes.headers, out);
        });
      },
    );
    upstreamReq.on("error", () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? "/", "http://proxy");
    if (url.pathname === FLOOR_SCRIPT) return send(req, res, 200, { "content-type": "text/javascript" }, Buffer.from(floorScript));
    if (url.pathname === INERT_ENTRY) return send(req, res, 200, { "content-type": "text/javascript" }, Buffer.from(inertEntry));
    if (url.pathname.startsWith(BEFORE_PREFIX)) return void serveBefore(url.pathname, req, res).catch(() => res.writeHead(500).end());
    const variant = url.searchParams.get(VARIANT_PARAM);
    url.searchParams.delete(VARIANT_PARAM);
    if (variant === "react-only") {
      url.searchParams.set("js", "none");
      return forward(req, res, url.pathname + url.search, (html) =>
        html.replace("</body>", `<script src="${FLOOR_SCRIPT}" defer></script>\n</body>`),
      );
    }
    if (variant === "script-only") {
      url.searchParams.set("js", "none");
      return forward(req, res, url.pathname + url.search, (html) =>
        html.replace("</body>", `${ENTRY_TAG.replace("/dist/vitrine.js", INERT_ENTRY)}\n</body>`),
      );
    }
    if (variant === "low-priority") {
      return forward(req, res, url.pathname + url.search, (html) =>
        html.replace(ENTRY_TAG, ENTRY_TAG.replace("<script ", '<script fetchpriority="low" ')),
      );
    }
    if (variant === "labels-only") {
      // The tile-cost bench's like-for-like side: the vanilla script does the tile labels only, so the tiles' wishlist
      // toggles lose the attribute that hydrates them (their server markup, and so the layout, stay the same).
      return forward(req, res, url.pathname + url.search, (html) => html.replace(/ data-wishlist="[^"]*"/g, ""));
    }
    if (variant === "before") {
      return forward(req, res, url.pathname + url.search, (html) => html.replace(ENTRY_TAG, ENTRY_TAG.replace("/dist/", BEFORE_PREFIX)));
    }
    forward(req, res, url.pathname + url.search);
  };
  // The HTTP/2 compatibility API hands the same request and response shapes to the same handler.
  const server = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle as never) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  ownOrigin = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  return {
    url: `${ownOrigin}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => tls?.dispose()),
  };
}

function withoutPseudoHeaders(headers: IncomingMessage["headers"]): IncomingMessage["headers"] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":")));
}
