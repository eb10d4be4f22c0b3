// Stories run against the same backend as the demo server and vitest: the shared MSW handlers, here through the
// browser worker. A story adds or replaces responses with `parameters.msw` (an array of handlers).
import type { Loader, Preview } from "@storybook/react-vite";
import type { RequestHandler } from "msw";
import type { SetupWorker } from "msw/browser";
import { handlers } from "../fixtures/handlers";
import { loadAllMessages } from "../markets/messages";
import "../fixtures/assets/storefront.css";
import { contractArgTypes, withContractAttributes } from "./contract-args";
import { ContractDocs } from "./contract-docs";

/** Per-story backend overrides: `parameters: { msw: [http.get(...), ...] }`. */
export interface MswParameters {
  msw?: readonly RequestHandler[];
}

let worker: Promise<SetupWorker> | undefined;

/** Starts the MSW browser worker once per preview iframe. */
function startWorker(): Promise<SetupWorker> {
  worker ??= (async () => {
    const { setupWorker } = await import("msw/browser");
    const instance = setupWorker(...handlers);
    await instance.start({
      onUnhandledRequest: "bypass",
      quiet: true,
      // Relative, so a storybook-static deployed under a sub-path still finds its worker.
      serviceWorker: { url: "./mockServiceWorker.js" },
    });
    return instance;
  })();
  worker.catch(() => (worker = undefined));
  return worker;
}

/** Runs before every story: fresh handler set, plus the story's own overrides. */
const mswLoader: Loader = async ({ parameters }) => {
  const instance = await startWorker();
  instance.resetHandlers();
  const overrides = (parameters as MswParameters).msw ?? [];
  if (overrides.length > 0) instance.use(...overrides);
  return {};
};

/** Every language's texts (markets/messages.ts): stories switch markets, so they need them all. */
const messagesLoader: Loader = () => loadAllMessages().then(() => ({}));

const preview: Preview = {
  loaders: [messagesLoader, mswLoader],
  // Every story file gets a docs page; a widget's (`parameters.contract`) shows its contract and attribute controls.
  tags: ["autodocs"],
  decorators: [withContractAttributes],
  argTypesEnhancers: [contractArgTypes],
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    docs: { page: ContractDocs },
  },
};

export default preview;
