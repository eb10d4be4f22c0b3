// The runtime is idle only once React has rendered, and run the effects of, what its scheduler has queued
// (core/activity.ts waits for it through core/render/host.tsx). WebKit runs React's scheduler tasks (MessageChannel
// messages) after timer tasks queued later: there `whenIdle` resolved before a widget's view was on the page (found
// by the cross-engine flows, tests/engines/). Here the runtime's timers are faked and run first, as in WebKit, and
// React's scheduler (setImmediate in Node) after.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useEffect } from "react";
import { beginWork, whenIdle } from "../activity";
import { renderPortal, unmountHost } from "./host";

// Rendered as on a page, by React's own scheduler: not inside act(), which would render at once.
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => (act.IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => {
  vi.useRealTimers();
  act.IS_REACT_ACT_ENVIRONMENT = true;
  unmountHost();
  document.body.innerHTML = "";
});

function Probe({ box }: { box: Element }) {
  useEffect(() => box.setAttribute("data-effect", "ran"));
  return <b className="probe">view</b>;
}

it("whenIdle waits for React's queued render and its effects, even when the runtime's two tasks come first", async () => {
  const box = document.body.appendChild(document.createElement("div"));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const end = beginWork(); // a mount…
  renderPortal("probe", box, box, <Probe box={box} />); // …that renders: React queues the work in its scheduler
  end();
  let idle = false;
  void whenIdle().then(() => (idle = true));
  vi.advanceTimersByTime(10); // the runtime's two tasks, before any task of React's
  await Promise.resolve();
  expect(box.querySelector(".probe")).toBeNull(); // React has not rendered yet
  expect(idle).toBe(false);
  vi.useRealTimers();
  await whenIdle();
  expect(box.querySelector(".probe")?.textContent).toBe("view");
  expect(box.getAttribute("data-effect")).toBe("ran");
});
