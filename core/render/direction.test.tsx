// Widget roots take the market's direction unless the page set one (right to left), through the widget contract.
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { unmountHost } from "./host";
import { setPageConfig } from "../page-config";
import { z } from "../zod";
import { defineWidget } from "../widget";

const widget = defineWidget({ name: "w", attributes: z.object({}), View: () => <span>نص</span> });

function useMarket(country: string) {
  document.cookie = `static-country=${country}`;
  setPageConfig({}); // the store reads the market cookie again
}

afterEach(() => {
  act(() => unmountHost());
  useMarket("it");
  document.documentElement.removeAttribute("dir");
  document.body.innerHTML = "";
});

async function render(html: string): Promise<{ container: HTMLElement; unrender: () => void }> {
  document.body.innerHTML = html;
  const container = document.getElementById("root")!;
  let unrender = () => {};
  await act(async () => {
    unrender = widget.mount(container) || unrender;
  });
  return { container, unrender };
}

describe("widget roots take the market's direction", () => {
  it("kw page without dir: the widget root reads right to left, and no longer once unrendered", async () => {
    useMarket("kw");
    const { container, unrender } = await render(`<div><section id="root"></section></div>`);
    expect(container.getAttribute("dir")).toBe("rtl");
    expect(container.textContent).toBe("نص");
    await act(async () => unrender());
    expect(container.hasAttribute("dir")).toBe(false);
  });

  it.each([
    ["html", () => document.documentElement.setAttribute("dir", "ltr"), `<section id="root"></section>`],
    ["an ancestor", () => {}, `<div dir="ltr"><section id="root"></section></div>`],
  ])("a dir the page set on %s wins", async (_, setDir, html) => {
    useMarket("kw");
    setDir();
    const { container } = await render(html);
    expect(container.hasAttribute("dir")).toBe(false);
  });

  it("a widget that renders no React (it works on the server markup by hand) gets it too, undone on unmount", () => {
    useMarket("kw");
    document.body.innerHTML = `<form id="root"></form>`;
    const form = document.getElementById("root")!;
    const byHand = defineWidget({ name: "by-hand", attributes: z.object({}), enhance: () => {} });
    const unmount = byHand.mount(form);
    expect(form.getAttribute("dir")).toBe("rtl");
    if (typeof unmount !== "function") throw new Error("expected the instance to mount");
    unmount();
    expect(form.hasAttribute("dir")).toBe(false);
  });

  it("an LTR market adds nothing", async () => {
    useMarket("it");
    const { container } = await render(`<section id="root"></section>`);
    expect(container.hasAttribute("dir")).toBe(false);
  });
});
