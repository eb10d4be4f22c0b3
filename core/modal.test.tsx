// The overlay service (core/modal.ts, core/overlay-host.ts) on bare dialogs: the APG modal dialog (inert page, fixed
// page, Tab kept inside, Escape, focus in and back), its initial-focus delay (§9 quick buy: 300 ms; at once under
// prefers-reduced-motion), its open and close events, authoring mode (§6), the rule for two dialogs at once (the
// second stacks above the first; Escape and closing go back one level) and the one host factory.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, useCallback, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cleanup, render } from "@testing-library/react";
import { setPageConfig } from "./page-config";
import { focusInitial, initialFocusDelay, useModal } from "./modal";
import { acquireOverlayHost } from "./overlay-host";
import { isScrollLocked } from "./scroll-lock";

interface DialogProps {
  name: string;
  opener: HTMLElement | null;
  focusAfter?: number;
  log: string[];
  close(): void;
  /** A second dialog opened from inside this one. */
  inner?: string;
}

/** A dialog in its own overlay host, with a button that opens `inner` above it. */
function Dialog({ name, opener, focusAfter, log, close, inner }: DialogProps) {
  const [host] = useState(() => acquireOverlayHost(name));
  const box = useRef<HTMLDivElement>(null);
  const [innerOpener, setInnerOpener] = useState<HTMLElement | null>(null);
  const opened = useCallback(() => log.push(`${name} opened`), [log, name]);
  const closed = useCallback(() => log.push(`${name} closed`), [log, name]);
  const closeInner = useCallback(() => setInnerOpener(null), []);
  useModal(box, { host: host.element, close, opener, focusAfter, opened, closed });
  return createPortal(
    <div ref={box} role="dialog" aria-modal="true" aria-label={name} tabIndex={-1}>
      <button type="button" onClick={(event) => setInnerOpener(event.currentTarget)}>
        {`${name} button`}
      </button>
      {inner && innerOpener && <Dialog name={inner} opener={innerOpener} log={log} close={closeInner} />}
    </div>,
    host.element,
  );
}

function Page({ inner, focusAfter, log }: { inner?: string; focusAfter?: number; log: string[] }) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setOpener(null), []);
  return (
    <main>
      <button type="button" onClick={(event) => setOpener(event.currentTarget)}>
        open
      </button>
      {opener && <Dialog name="first" opener={opener} focusAfter={focusAfter} log={log} close={close} inner={inner} />}
    </main>
  );
}

const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;
const dialog = (name: string) => document.querySelector<HTMLElement>(`[role=dialog][aria-label="${name}"]`);
const main = () => document.querySelector("main")!.parentElement!; // the test's container, a child of the body
const escape = () =>
  act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true })));
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList);

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
  document.cookie = "static-country=us";
  setPageConfig({});
});

describe("one dialog (APG modal dialog)", () => {
  it("makes the rest inert, fixes the page, moves focus in; Escape undoes it all, focus back on the opener, open and close said", () => {
    const log: string[] = [];
    render(<Page log={log} />);
    button("open").focus();
    act(() => button("open").click());
    expect(main().hasAttribute("inert")).toBe(true);
    expect(isScrollLocked()).toBe(true);
    expect(document.activeElement).toBe(button("first button"));
    expect(log).toEqual(["first opened"]);
    escape();
    expect(dialog("first")).toBeNull();
    expect(main().hasAttribute("inert")).toBe(false);
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(button("open"));
    expect(log).toEqual(["first opened", "first closed"]);
  });

  it("§9: focus moves in after the opening animation; at once under prefers-reduced-motion", () => {
    vi.useFakeTimers();
    render(<Page log={[]} focusAfter={300} />);
    button("open").focus();
    act(() => button("open").click());
    act(() => vi.advanceTimersByTime(299));
    expect(document.activeElement).toBe(button("open"));
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(button("first button"));
    escape();

    reducedMotion(true);
    act(() => button("open").click());
    expect(document.activeElement).toBe(button("first button"));
    expect([initialFocusDelay(300, false), initialFocusDelay(300, true)]).toEqual([300, 0]);
  });

  it("§9 the marked control, still disabled when focus moves in, takes the focus once enabled, unless the shopper moved", async () => {
    const box = document.createElement("div");
    box.innerHTML =
      '<button type="button">close</button><button type="button">other</button><button type="button" data-autofocus disabled>add</button>';
    document.body.append(box);
    const [close, other, add] = box.querySelectorAll("button");
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks are microtasks
    focusInitial(box);
    expect(document.activeElement).toBe(close);
    add!.disabled = false;
    await settled();
    expect(document.activeElement).toBe(add);

    add!.disabled = true;
    focusInitial(box);
    other!.focus(); // the shopper moved: the late control does not take the focus back
    add!.disabled = false;
    await settled();
    expect(document.activeElement).toBe(other);

    add!.disabled = true;
    const undo = focusInitial(box);
    undo(); // the dialog closed
    add!.disabled = false;
    await settled();
    expect(document.activeElement).toBe(close);
    box.remove();
  });

  it("§6 authoring mode: no inert page, no lock, no trap; Escape still closes", () => {
    history.replaceState(null, "", "/?wcmmode=edit");
    render(<Page log={[]} />);
    act(() => button("open").click());
    expect(main().hasAttribute("inert")).toBe(false);
    expect(isScrollLocked()).toBe(false);
    escape();
    expect(dialog("first")).toBeNull();
  });
});

describe("two dialogs at once: the second stacks above the first", () => {
  it("the first goes inert with the page; Escape closes the top one only, focus back inside the first; then the first", () => {
    const log: string[] = [];
    render(<Page log={log} inner="second" />);
    button("open").focus();
    act(() => button("open").click());
    button("first button").focus();
    act(() => button("first button").click());
    const first = dialog("first")!.parentElement!;
    expect(first.hasAttribute("inert")).toBe(true);
    expect(main().hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(button("second button"));

    escape();
    expect(dialog("second")).toBeNull();
    expect(dialog("first")).not.toBeNull();
    expect(first.hasAttribute("inert")).toBe(false);
    expect(main().hasAttribute("inert")).toBe(true); // still behind the first
    expect(isScrollLocked()).toBe(true);
    expect(document.activeElement).toBe(button("first button"));

    escape();
    expect(dialog("first")).toBeNull();
    expect(main().hasAttribute("inert")).toBe(false);
    expect(isScrollLocked()).toBe(false);
    expect(document.activeElement).toBe(button("open"));
    expect(log).toEqual(["first opened", "second opened", "second closed", "first closed"]);
  });
});

describe("the overlay host (one factory)", () => {
  it("one container per kind at the end of the body, shared, set up once and gone with its last user", () => {
    const setup = vi.fn((host: HTMLElement) => {
      host.setAttribute("data-marker", "");
      return () => host.removeAttribute("data-marker");
    });
    const a = acquireOverlayHost("test", setup);
    const b = acquireOverlayHost("test", setup);
    expect(a.element).toBe(b.element);
    expect(a.element.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(a.element);
    expect(a.element.className).toBe("vitrine-test-host");
    expect(setup).toHaveBeenCalledTimes(1);
    a.release();
    a.release(); // works once
    expect(a.element.isConnected).toBe(true);
    b.release();
    expect(a.element.isConnected).toBe(false);
    expect(a.element.hasAttribute("data-marker")).toBe(false);
  });

  it("takes the market's direction (kw: right to left)", () => {
    document.cookie = "static-country=kw";
    setPageConfig({});
    const host = acquireOverlayHost("rtl");
    expect(host.element.getAttribute("dir")).toBe("rtl");
    host.release();
  });
});
