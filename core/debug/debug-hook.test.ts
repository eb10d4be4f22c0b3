// The bootloader's whole part of the debug overlay: `vitrine.debug()` and the `?vitrine-debug` flag load its chunk;
// without either, nothing of it loads or runs.
import { afterEach, describe, expect, it, vi } from "vitest";

const overlay = vi.hoisted(() => ({ debug: vi.fn() }));
vi.mock("./debug-overlay", () => overlay);
vi.stubGlobal("__VERSION__", "test");

async function bootAt(search: string) {
  history.replaceState(null, "", `/page.html${search}`);
  vi.resetModules();
  await import("../boot");
}

afterEach(() => {
  window.vitrine?.stop();
  delete window.vitrine;
  overlay.debug.mockClear();
});

describe("the bootloader's debug hook", () => {
  it("loads nothing of the overlay on a page without the flag", async () => {
    await bootAt("?debug=1&vitrine=1");
    // A call the flag made at start would have come back before this later one.
    await window.vitrine!.debug(false);
    expect(overlay.debug.mock.calls).toEqual([[false]]);
  });

  it.each(["?vitrine-debug", "?vitrine-debug=1", "?q=bag&vitrine-debug"])("switches the overlay on at start with %s", async (search) => {
    await bootAt(search);
    await vi.waitFor(() => expect(overlay.debug).toHaveBeenCalledWith(undefined));
  });

  it("passes vitrine.debug(on) to the overlay", async () => {
    await bootAt("");
    await window.vitrine!.debug(false);
    await window.vitrine!.debug(true);
    expect(overlay.debug.mock.calls).toEqual([[false], [true]]);
  });
});
