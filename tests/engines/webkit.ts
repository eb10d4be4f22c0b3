// WebKit: Debian's WebKitGTK (the engine of Safari) driven by its own WebKitWebDriver over classic W3C WebDriver,
// with plain HTTP: the dozen commands the flows use need no client library, and the driver speaks no WebDriver BiDi.
// It runs MiniBrowser on an Xvfb display that Xvfb picks itself (-displayfd), so parallel runs never collide.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import type { Readable } from "node:stream";
import { Session, recordProblems, recordedProblems, type Cookie, type Key } from "./session";

const DRIVER = "WebKitWebDriver";

/** Debian's MiniBrowser, in the machine's multiarch library folder (x86_64-linux-gnu, aarch64-linux-gnu, …). */
function miniBrowser(): string {
  const found = readdirSync("/usr/lib")
    .filter((name) => name.includes("-linux-gnu"))
    .map((name) => `/usr/lib/${name}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
  if (!found) throw new Error("no MiniBrowser under /usr/lib/*-linux-gnu*/webkit2gtk-4.1 (tests/engines/ensure-engines.sh installs it)");
  return found;
}
/** The W3C name of the property that carries an element reference. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/** WebDriver's code points for the keys the flows press (W3C WebDriver, "Keyboard actions"). */
const KEYS: Record<Key, string> = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  Space: "\uE00D",
};
/** The driver's own limit for one asynchronous script: beyond a flow's longest wait. */
const SCRIPT_TIMEOUT_MS = 90_000;

/** Xvfb and WebKitWebDriver, started once for every WebKit session of a run. */
export interface WebKitDriver {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback (the driver takes its port as an argument). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const fd = xvfb.stdio[3] as Readable;
  let display = "";
  for await (const chunk of fd) {
    display += String(chunk);
    if (display.includes("\n")) break;
  }
  if (!/^\d+\n/.test(display)) throw new Error(`Xvfb gave no display (${JSON.stringify(display)})`);
  return { display: `:${display.trim()}`, process: xvfb };
}

/** Starts Xvfb and the driver; `port` (WEBKIT_DRIVER_PORT) or a free one. */
export async function startWebKitDriver(port?: number): Promise<WebKitDriver> {
  const xvfb = await startXvfb();
  const driverPort = port ?? (await freePort());
  const driver = spawn(DRIVER, [`--port=${driverPort}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${driverPort}`;
  const exited = once(driver, "exit").then(([code]) => {
    throw new Error(`WebKitWebDriver exited (${String(code)})`);
  });
  // Ready once /status answers: the driver's own readiness signal.
  for (;;) {
    const ready = await Promise.race([
      exited,
      fetch(`${url}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    ]);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the port is not listening yet: ask again
  }
  exited.catch(() => {});
  return {
    url,
    stop: async () => {
      for (const child of [driver, xvfb.process]) {
        if (child.exitCode !== null) continue;
        child.kill();
        await once(child, "exit");
      }
    },
  };
}

class WebKitSession extends Session {
  readonly engine = "webkit";

  constructor(
    private readonly driver: string,
    private readonly id: string,
    private readonly base: string,
  ) {
    super();
  }

  private async command(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.driver}/session/${this.id}${path}`, {
      method,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const { error, message } = value as { error: string; message: string };
      throw new Error(`WebKit ${path}: ${error}: ${message}`);
    }
    return value;
  }

  async open(path: string, cookies: readonly Cookie[] = []): Promise<void> {
    // Cookies are set on the page of their origin: the session opened one at its start.
    for (const { name, value } of cookies) await this.command("POST", "/cookie", { cookie: { name, value, path: "/" } });
    await this.command("POST", "/url", { url: new URL(path, this.base).href });
    await this.run(recordProblems);
  }

  async evaluate(source: string): Promise<unknown> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${source}).then((value) => done({ value }), (error) => done({ error: error instanceof Error ? error.message : String(error) }));`;
    const result = (await this.command("POST", "/execute/async", { script, args: [] })) as { value?: unknown; error?: string };
    if (result.error !== undefined) throw new Error(`in WebKit's page: ${result.error}`);
    return result.value;
  }

  private async element(selector: string): Promise<string> {
    const found = (await this.command("POST", "/element", { using: "css selector", value: selector })) as Record<string, string>;
    return found[ELEMENT]!;
  }

  async click(selector: string): Promise<void> {
    await this.command("POST", `/element/${await this.element(selector)}/click`);
  }

  async type(selector: string, text: string): Promise<void> {
    const element = await this.element(selector);
    await this.command("POST", `/element/${element}/click`);
    await this.command("POST", `/element/${element}/value`, { text });
  }

  async choose(selector: string, value: string): Promise<void> {
    // Clicking an option selects it (WebDriver "Element Click" on an <option>), with the events a shopper's pick fires.
    await this.click(`${selector} option[value="${value.replace(/["\\]/g, "\\$&")}"]`);
  }

  async press(key: Key): Promise<void> {
    const code = KEYS[key];
    await this.command("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: code },
            { type: "keyUp", value: code },
          ],
        },
      ],
    });
    await this.command("DELETE", "/actions");
  }

  problems(): Promise<string[]> {
    return this.run(recordedProblems);
  }

  async close(): Promise<void> {
    await fetch(`${this.driver}/session/${this.id}`, { method: "DELETE" });
  }

  static async start(driver: WebKitDriver, base: string): Promise<WebKitSession> {
    const response = await fetch(`${driver.url}/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser(), args: ["--automation"] } },
        },
      }),
    });
    const { value } = (await response.json()) as { value: { sessionId?: string; message?: string } };
    if (!value.sessionId) throw new Error(`WebKit session: ${value.message ?? response.status}`);
    const session = new WebKitSession(driver.url, value.sessionId, base);
    await session.command("POST", "/timeouts", { script: SCRIPT_TIMEOUT_MS, pageLoad: SCRIPT_TIMEOUT_MS });
    await session.command("POST", "/window/rect", { width: 1280, height: 720 });
    await session.open("/pages/no-widgets.html");
    return session;
  }
}

/** A MiniBrowser window of 1280×720 on the fixture server `base`, with the fixture origin open (for its cookies). */
export const webkitSession = (driver: WebKitDriver, base: string): Promise<Session> => WebKitSession.start(driver, base);
