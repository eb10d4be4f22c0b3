// Portable stories in vitest (happy-dom): the project annotations minus the loaders (they start the MSW *browser*
// worker; here msw/node answers with the same handlers), each story's own backend overrides, and a clean page after.
import { act, type ComponentType } from "react";
import { beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { render, type RenderResult } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../.storybook/preview";
import { unmountHost } from "../../core/render/host";
import { server } from "./setup";

const { loaders: _browserWorker, ...annotations } = preview;
setProjectAnnotations(annotations);

let view: RenderResult | undefined;

/** Renders a composed story with the MSW overrides it gives the browser worker, on a fresh handler set (as the
 * preview's loader does): a story's overrides never answer for the next story of the same test. */
export function renderStory(Story: ComponentType & { parameters?: unknown }): HTMLElement {
  const overrides = (Story.parameters as { msw?: readonly RequestHandler[] } | undefined)?.msw ?? [];
  server.resetHandlers();
  if (overrides.length > 0) server.use(...overrides);
  view = render(<Story />);
  return view.container;
}

/** Unmounts the story and with it the lifecycle, then the page's React root (Storybook: the story's beforeEach
 * cleanup), and forgets the country cookie. */
export async function unmountStory(): Promise<void> {
  await act(async () => {
    view?.unmount();
    unmountHost();
  });
  view?.container.remove();
  view = undefined;
  // The path the stories set it with: happy-dom keeps a path-less deletion as a second, empty cookie until the clock
  // ticks, and a market resolved in that millisecond fell back to the default (the header menu's stale "Menu").
  document.cookie = "static-country=; path=/; max-age=0";
}

/** A play function drives the story as a user would in the browser: React runs outside act() there, and so here. */
export async function playLikeTheBrowser(play: () => Promise<void> | undefined): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await play();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

export interface ConsoleErrors {
  /** Every console.error call of the current test. */
  readonly calls: Parameters<typeof console.error>[];
  /** The first argument of each call, as text. */
  messages(): string[];
}

/** Silences console.error before each test of the calling file and records what the test logged. */
export function spyOnConsoleErrors(): ConsoleErrors {
  let spy: MockInstance<typeof console.error>;
  beforeEach(() => {
    spy = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  return {
    get calls() {
      return spy.mock.calls;
    },
    messages: () => spy.mock.calls.map((call) => String(call[0])),
  };
}

/** With a pattern: something was logged, and all of it matches; without: nothing was logged. */
export function expectLoggedOnly(errors: ConsoleErrors, pattern: RegExp | undefined): void {
  const messages = errors.messages();
  if (pattern) {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(pattern);
  } else {
    expect(messages).toEqual([]);
  }
}

/** The table of expectations covers exactly the file's stories. */
export function itCoversEveryStory(expectations: object, composed: object): void {
  it("has an expectation for every story", () => {
    expect(Object.keys(expectations).sort()).toEqual(Object.keys(composed).sort());
  });
}
