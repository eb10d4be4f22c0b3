// `vitrine/register` (dist/register.js): a team adds its own widgets to the page's, and they hydrate exactly like the
// built-in ones: found by their markup, their code loaded lazily by the same strategies, mounted through the one
// contract (`defineWidget` from `vitrine/widget`, core/public-widget.ts) and reported through the one funnel. It lives
// outside the bootloader, whose lifecycle only shows its list of widgets (the entry's size budget, README "Adding a widget").
import { reportError } from "./errors";
import { started } from "./page-lifecycle";
import type { Hydration, WidgetEntry, WidgetModule } from "./lifecycle";

export type { Hydration, WidgetEntry, WidgetModule } from "./lifecycle";

const HYDRATIONS: readonly Hydration[] = ["load", "idle", "visible", "interaction"];
/** What `[data-{name}]` and every report can carry as it is. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Registers a widget: its markup on the page (now or later) hydrates as the entry says, after the built-in widgets'
 * (an element hydrates as one widget only, the first that matches it). Its `load` must give a module whose default
 * export is `defineWidget({ name, … })` under the same name. A name already registered, by Vitrine or by the page, is a
 * developer error: reported (`vitrine:error`, source `register`) and ignored, the first registration stays; so is
 * an invalid entry. A registration lasts as long as the page, as the built-in widgets' do.
 */
export function register(entry: WidgetEntry): void {
  const problem = whyNot(entry) ?? added(entry);
  if (problem) reportError({ source: "register", message: problem });
}

/** Adds the entry to the page's lifecycle and connects its markup; what prevented it otherwise. */
function added(entry: WidgetEntry): string | undefined {
  const [lifecycle] = started;
  if (!lifecycle)
    return "vitrine/register must load beside the page's running vitrine.js (the same URL, or the same bundle): this copy starts no widgets";
  if (lifecycle.widgets.some(({ name }) => name === entry.name))
    return `a widget named "${entry.name}" is registered already: this registration is ignored`;
  lifecycle.widgets.push({ ...entry, load: () => entry.load().then(madeUnder(entry.name)) });
  lifecycle.rescan();
  return undefined;
}

/** What is wrong with an entry, before anything of it runs. */
function whyNot({ name, selector, hydrate, load }: WidgetEntry): string | undefined {
  if (typeof name !== "string" || !NAME.test(name)) return `widget name ${JSON.stringify(name)} must be lower-case words joined by "-"`;
  if (!HYDRATIONS.includes(hydrate)) return `${name}: hydrate must be one of ${HYDRATIONS.join(", ")}`;
  if (typeof load !== "function") return `${name}: load must be a function that imports the widget's module`;
  if (selector !== undefined && !isSelector(selector)) return `${name}: selector ${JSON.stringify(selector)} is not a valid CSS selector`;
  return undefined;
}

function isSelector(selector: string): boolean {
  if (typeof selector !== "string" || selector.trim() === "") return false;
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** The module, once it proves to be the contract's under `name` (else the lifecycle reports the load as failed). */
const madeUnder =
  (name: string) =>
  (module: { default: WidgetModule }): { default: WidgetModule } => {
    if (module?.default?.name !== name)
      throw new Error(`its module's default export must be defineWidget({ name: "${name}", … }) from vitrine/widget`);
    return module;
  };
