// The real demo server for a vitest file (node environment): started once for the file, closed after it, and let
// through msw (tests/unit/setup.ts intercepts this process's outgoing requests).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { http, passthrough } from "msw";
import { server as mswServer } from "./setup";
import { startServer, type RunningServer, type StartServerOptions } from "../../fixtures/server/app";

/** Registers the file's hooks; the returned server is readable once the file's tests run. */
export function useDemoServer(options: Omit<StartServerOptions, "port"> = {}): Pick<RunningServer, "url" | "port"> {
  let app: RunningServer | undefined;
  beforeAll(async () => {
    app = await startServer({ ...options, port: 0 });
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    mswServer.use(http.all(`${app!.url}*`, () => passthrough()));
  });
  return {
    get url() {
      return app!.url;
    },
    get port() {
      return app!.port;
    },
  };
}
