// Portable stories in vitest (happy-dom): the project annotations minus the loaders (they start the MSW *browser*
// worker; here msw/node answers with the same handlers), each story's own backend overrides, and a clean page after.
import { act, type ComponentType } from "react";
import { render, type RenderResult } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../.storybook/preview";
import { unmountHost } from "../../core/render/host";
import { server } from "./setup";

const { loaders: _browserWorker, ...annotations } = preview;
setProjectAnnotations(annotations);

let view: RenderResult | undefined;

/** Renders a composed story with the MSW overrides it gives the browser worker. */
export function renderStory(Story: ComponentType & { parameters?: unknown }): HTMLElement {
  const overrides = (Story.parameters as { msw?: readonly RequestHandler[] } | undefined)?.msw ?? [];
  if (overrides.length > 0) server.use(...overrides);
  view = render(<Story />);
  return view.container;
}

/** Unmounts the story and with it the lifecycle, then the page's React root. */
export async function unmountStory(): Promise<void> {
  await act(async () => {
    view?.unmount();
    unmountHost();
  });
  view = undefined;
  document.cookie = "static-country=; max-age=0";
}
