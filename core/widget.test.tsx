import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { z } from "./zod";
import { attr } from "./attributes";
import { createLifecycle } from "./lifecycle";
import { unmountHost } from "./render/host";
import { defineReactWidget } from "./widget";

const greeting = defineReactWidget({
  name: "greeting",
  attributes: z.object({ name: attr.string(), times: attr.optional(attr.int({ min: 1 })) }),
  View: ({ attributes }) => {
    if (attributes.name === "crash") throw new Error("render boom");
    return <span className="hello">Hello {attributes.name}</span>;
  },
});

const lifecycle = createLifecycle([{ name: "greeting", selector: "[data-name]", hydrate: "load", load: async () => ({ default: greeting }) }]);

afterEach(() => {
  act(() => {
    lifecycle.stop();
    unmountHost();
  });
  document.body.innerHTML = "";
});

async function start(html: string) {
  document.body.innerHTML = html;
  await act(async () => {
    lifecycle.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

describe("React widgets through one root with portals", () => {
  it("renders every instance into its own element", async () => {
    await start(Array.from({ length: 200 }, (_, i) => `<div data-name="n${i}"></div>`).join(""));
    await waitFor(() => expect(document.querySelectorAll(".hello")).toHaveLength(200), { timeout: 5000 });
    expect(document.querySelectorAll("[data-vitrine-root]")).toHaveLength(1);
    expect(document.querySelector('[data-name="n7"]')?.textContent).toBe("Hello n7");
  });

  it("contains a render error to its own instance and reports it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await start(`<div data-name="a"></div><div data-name="crash"></div><div data-name="b"></div>`);
    await waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
    expect([...document.querySelectorAll(".hello")].map((el) => el.textContent)).toEqual(["Hello a", "Hello b"]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[vitrine\] greeting on div:nth-of-type\(2\): render failed: render boom$/), expect.any(Error));
  });

  it("names the bad attribute and leaves that element as the server sent it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await start(`<p data-name="a" data-times="0">server text</p>`);
    await waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
    expect(document.querySelector("p")?.textContent).toBe("server text");
    expect(error).toHaveBeenCalledWith("[vitrine] greeting on p (data-times): must be >= 1");
  });
});
