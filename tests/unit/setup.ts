import "./happy-dom"; // first: before anything loads DOMPurify
import { afterAll, afterEach, beforeAll } from "vitest";
import { setupServer } from "msw/node";
import { handlers } from "../../fixtures/handlers";
// What the lifecycle imports on the first widget (core/lifecycle.ts `prepare`, `fail`): loaded up front, so a
// test's first mount does not also wait for these modules to be transformed.
import "../../core/mounting";
import "../../core/errors";

// The same handlers serve the demo backend, Storybook and these tests (§7 calls).
export const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// React tests drive renders through act(); tell React this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
