// The widget contract reaches React only through core/render/rendering.ts: an imperative widget that renders no
// React mounts and unmounts without the page's React host (core/render/host.tsx, which imports React) ever loading;
// one that renders loads it then, and renders once it is there. (On a page the lifecycle has loaded the host before
// such a widget's code, and the render is immediate: core/lifecycle.test.ts, tests/e2e/runtime.spec.ts.)
import { afterAll, expect, it, vi } from "vitest";
import { act, createElement } from "react";
import { z } from "../zod";
import { attr } from "../attributes";
import { defineWidget } from "../widget";
import { whenIdle } from "../activity";

const host = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./host", async (importOriginal) => {
  host.loads++;
  return importOriginal();
});

const attributes = z.object({ text: attr.string() });

/** Writes its text into the element by hand: no React. */
const plain = defineWidget({
  name: "plain",
  attributes,
  enhance({ element, attributes: { text } }) {
    const span = document.createElement("span");
    span.className = "plain";
    span.textContent = text;
    element.append(span);
    return () => span.remove();
  },
});

/** Renders its text with React. */
const rendered = defineWidget({
  name: "rendered",
  attributes,
  enhance({ attributes: { text }, render }) {
    render(createElement("b", { className: "rendered" }, text));
  },
});

function element(text: string): HTMLElement {
  const el = document.createElement("div");
  el.dataset["text"] = text;
  document.body.append(el);
  return el;
}

afterAll(async () => {
  const { unmountHost } = await import("./host");
  act(unmountHost);
  document.body.innerHTML = "";
});

it("an imperative widget that renders no React never loads the React host", async () => {
  const el = element("hello");
  const teardown = plain.mount(el) || undefined;
  expect(el.querySelector(".plain")?.textContent).toBe("hello");
  teardown?.();
  expect(el.querySelector(".plain")).toBeNull();
  await whenIdle();
  expect(host.loads).toBe(0);
});

it("an instance unmounted before the host has loaded never renders", async () => {
  const el = element("gone");
  await act(async () => {
    const teardown = rendered.mount(el) || undefined;
    teardown?.();
    await whenIdle(); // the host's load counts as pending work until it has arrived
  });
  expect(host.loads).toBe(1);
  expect(el.querySelector(".rendered")).toBeNull();
  expect(document.querySelector("[data-vitrine-root]")).toBeNull();
});

it("a widget that renders React gets it through the host, loaded once", async () => {
  const el = element("react");
  let teardown: (() => void) | void;
  await act(async () => {
    teardown = rendered.mount(el) || undefined;
    await whenIdle();
  });
  expect(el.querySelector(".rendered")?.textContent).toBe("react");
  await act(async () => teardown?.());
  expect(el.querySelector(".rendered")).toBeNull();
  expect(host.loads).toBe(1);
});
