// Opens one engine's browser with one page on the fixture server; `close` ends all it started.
import { launch, puppeteerSession } from "./puppeteer";
import type { Engine, Session } from "./session";
import { startWebKitDriver, webkitSession } from "./webkit";

export interface OpenEngine {
  session: Session;
  close(): Promise<void>;
}

export async function openEngine(engine: Engine, base: string): Promise<OpenEngine> {
  if (engine === "webkit") {
    const port = process.env["WEBKIT_DRIVER_PORT"];
    const driver = await startWebKitDriver(port ? Number(port) : undefined);
    try {
      const session = await webkitSession(driver, base);
      return { session, close: () => session.close().finally(() => driver.stop()) };
    } catch (error) {
      await driver.stop();
      throw error;
    }
  }
  const browser = await launch(engine);
  try {
    return { session: await puppeteerSession(browser, engine, base), close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
