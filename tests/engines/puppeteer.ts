// Firefox (Debian's firefox-esr) over WebDriver BiDi, and Chromium over CDP for comparison, both with puppeteer-core:
// it launches Firefox with no separate driver (no geckodriver here), runs preload scripts in both, and reports console
// messages and page errors from either protocol through one API.
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { Session, callSource, recordProblems, recordedProblems, type Cookie, type Engine, type Key } from "./session";

export const FIREFOX_PATH = process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr";

/** Launches the engine's browser (headless, 1280×720 pages). */
export function launch(engine: Exclude<Engine, "webkit">): Promise<Browser> {
  const viewport = { width: 1280, height: 720 };
  return engine === "firefox"
    ? puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true, defaultViewport: viewport })
    : puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, defaultViewport: viewport });
}

class PuppeteerSession extends Session {
  private readonly console: string[] = [];

  constructor(
    readonly engine: Engine,
    private readonly page: Page,
    private readonly base: string,
  ) {
    super();
    page.on("console", (message) => {
      if (message.type() === "error") this.console.push(message.text());
    });
    page.on("pageerror", (error) => this.console.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  }

  async open(path: string, cookies: readonly Cookie[] = []): Promise<void> {
    const { hostname } = new URL(this.base);
    if (cookies.length > 0)
      await this.page.browserContext().setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
    this.console.length = 0;
    await this.page.goto(new URL(path, this.base).href, { waitUntil: "load" });
  }

  evaluate(source: string): Promise<unknown> {
    return this.page.evaluate(source);
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.click(selector);
    await this.page.keyboard.type(text);
  }

  async choose(selector: string, value: string): Promise<void> {
    const chosen = await this.page.select(selector, value);
    if (chosen.length === 0) throw new Error(`no option ${value} in ${selector}`);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key === "Space" ? " " : key);
  }

  async problems(): Promise<string[]> {
    return [...this.console, ...(await this.run(recordedProblems))];
  }

  async close(): Promise<void> {
    await this.page.close();
  }

  static async start(browser: Browser, engine: Engine, base: string): Promise<PuppeteerSession> {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(callSource(recordProblems, []));
    return new PuppeteerSession(engine, page, base);
  }
}

/** A new page of `browser`, recording problems from the first script on. */
export const puppeteerSession = (browser: Browser, engine: Exclude<Engine, "webkit">, base: string): Promise<Session> =>
  PuppeteerSession.start(browser, engine, base);
