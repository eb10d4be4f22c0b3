// The debug overlay (README "Debug overlay"): `?vitrine-debug` or `vitrine.debug(true)` loads this chunk, which outlines
// every widget instance with its name and state and lists instances, errors and requests in a small panel. Plain DOM
// (no React: it must not change which pages load React), text only (no HTML parsed), styles adopted (strict CSP).
// Switched off, it undoes all it did: observers unset, listeners removed, its nodes and styles gone.
import css from "./debug.css?raw";
import { on } from "../events";
import { observeRequests } from "../http";
import { observeStates } from "../lifecycle";
import { started } from "../page-lifecycle";
import { adoptStyles, dropStyles } from "../styles";
import { createDebugModel, shownUrl, type DebugModel, type ErrorRow } from "./model";

// A developer's tool, in English like the console messages it sits beside; no market texts.
const TEXT = {
  title: "Vitrine debug",
  hide: "Hide",
  show: "Show",
  instances: "Instances",
  errors: "Errors",
  requests: "Requests",
  instanceColumns: ["Widget", "Element", "State", "Mount", "Error"],
  requestColumns: ["Method", "Path", "Status", "Time"],
};

let switchOff: (() => void) | undefined;

/** Switches the overlay on (default) or off; switching it on twice keeps one. */
export function debug(on = true): void {
  if (on) switchOff ??= switchOn();
  else {
    switchOff?.();
    switchOff = undefined;
  }
}

const milliseconds = new Intl.NumberFormat(undefined, { style: "unit", unit: "millisecond", maximumFractionDigits: 0 });

function node<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = `vitrine-debug__${className}`;
  if (text !== undefined) el.textContent = text;
  return el;
}

function table(columns: readonly string[], rows: ReadonlyArray<readonly string[]>): HTMLTableElement {
  const el = node("table", "table");
  const head = el.createTHead().insertRow();
  for (const column of columns) head.append(node("th", undefined, column));
  const body = el.createTBody();
  for (const cells of rows) {
    const row = body.insertRow();
    for (const cell of cells) row.insertCell().textContent = cell;
  }
  return el;
}

/** Places `box` over `element` (viewport coordinates: the layer is fixed). */
function place(box: HTMLElement, element: Element): void {
  const rect = element.getBoundingClientRect();
  box.hidden = !element.isConnected || (rect.width === 0 && rect.height === 0);
  box.style.transform = `translate(${rect.left}px, ${rect.top}px)`;
  box.style.width = `${rect.width}px`;
  box.style.height = `${rect.height}px`;
}

/** The panel: a labelled region in a corner whose content folds away behind its toggle. */
function createPanel(): { panel: HTMLElement; content: HTMLElement } {
  const panel = node("section", "panel");
  panel.setAttribute("aria-label", TEXT.title);
  const toggle = node("button", "toggle", TEXT.hide);
  toggle.type = "button";
  toggle.setAttribute("aria-expanded", "true");
  const content = node("div", "content");
  content.id = "vitrine-debug-content";
  toggle.setAttribute("aria-controls", content.id);
  toggle.addEventListener("click", () => {
    content.hidden = !content.hidden;
    toggle.setAttribute("aria-expanded", String(!content.hidden));
    toggle.textContent = content.hidden ? TEXT.show : TEXT.hide;
  });
  const header = node("div", "header");
  header.append(node("h2", "title", TEXT.title), toggle);
  panel.append(header, content);
  return { panel, content };
}

/** The panel's lists: instances, errors (a button each, which `show`s the element it names), requests. */
function panelContent(model: DebugModel, show: (error: ErrorRow) => void): HTMLElement[] {
  const instances = model.instances();
  const errors = model.errors();
  const errorList = node("ul", "errors");
  for (const error of errors) {
    const { widget, source, element, attribute, part, message } = error.detail;
    const at = attribute ? ` (${attribute})` : part ? ` (part ${part})` : "";
    const button = node("button", "error", `${widget ?? source ?? ""}${element ? ` on ${element}` : ""}${at}: ${message}`);
    button.type = "button";
    button.disabled = !error.element;
    button.addEventListener("click", () => show(error));
    const item = node("li");
    item.append(button);
    errorList.append(item);
  }
  const requests = model.requests();
  return [
    node("h3", "heading", `${TEXT.instances} (${instances.length})`),
    table(
      TEXT.instanceColumns,
      instances.map((row) => [
        row.name,
        row.where,
        row.state,
        row.mountMs === undefined ? "" : milliseconds.format(row.mountMs),
        row.errors.at(-1) ?? "",
      ]),
    ),
    node("h3", "heading", `${TEXT.errors} (${errors.length})`),
    errorList,
    node("h3", "heading", `${TEXT.requests} (${requests.length})`),
    table(
      TEXT.requestColumns,
      requests.map((r) => [
        r.method,
        shownUrl(r.url),
        r.status === undefined ? (r.failure ?? "") : String(r.status),
        milliseconds.format(r.ms),
      ]),
    ),
  ];
}

function switchOn(): () => void {
  adoptStyles(css);
  const model = createDebugModel();
  for (const lifecycle of started) for (const instance of lifecycle.instances) model.state(instance);

  const root = node("div");
  root.className = "vitrine-debug";
  const layer = node("div", "layer");
  const highlight = node("div", "highlight");
  highlight.hidden = true;
  let highlighted: Element | undefined;
  const { panel, content } = createPanel();
  root.append(layer, highlight, panel);
  document.body.append(root);

  const boxes = new Map<HTMLElement, Element>();
  function placeAll(): void {
    for (const [box, element] of boxes) place(box, element);
    if (highlighted) place(highlight, highlighted);
  }

  function showError({ element }: ErrorRow): void {
    highlighted = element;
    highlight.hidden = !element;
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    place(highlight, element);
  }

  function draw(): void {
    // A redraw replaces the error buttons: the one with the keyboard focus gets it back.
    const focused = [...content.querySelectorAll("button")].indexOf(document.activeElement as HTMLButtonElement);
    const instances = model.instances();
    boxes.clear();
    layer.replaceChildren(
      ...instances.map((row) => {
        const box = node("div", `box vitrine-debug__box--${row.state}`);
        box.append(node("span", "label", `${row.name} · ${row.state}`));
        boxes.set(box, row.element);
        return box;
      }),
    );
    content.replaceChildren(...panelContent(model, showError));
    if (focused >= 0) content.querySelectorAll("button")[focused]?.focus();
    placeAll();
  }

  // Changes come in bursts (a page of tiles mounting): one redraw a frame.
  let frame = 0;
  const redraw = () => (frame ||= requestAnimationFrame(() => ((frame = 0), draw())));
  let placing = 0;
  const reposition = () => (placing ||= requestAnimationFrame(() => ((placing = 0), placeAll())));

  observeStates((instance) => (model.state(instance), redraw()));
  observeRequests((record) => (model.request(record), redraw()));
  const stopErrors = on("error", (detail) => (model.error(detail), redraw()));
  addEventListener("scroll", reposition, { capture: true, passive: true });
  addEventListener("resize", reposition);
  const resizes = new ResizeObserver(reposition);
  resizes.observe(document.documentElement);
  draw();

  return () => {
    observeStates();
    observeRequests();
    stopErrors();
    removeEventListener("scroll", reposition, { capture: true });
    removeEventListener("resize", reposition);
    resizes.disconnect();
    cancelAnimationFrame(frame);
    cancelAnimationFrame(placing);
    root.remove();
    dropStyles(css);
  };
}
