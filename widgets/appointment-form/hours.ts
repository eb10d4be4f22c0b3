// The store-dependent fields: the chosen store is loaded through the store service and "today" through the time
// service (never the shopper's clock, §7); the date, time and collection options follow its schedule (§9). Changing
// the date clears the time; changing the store reloads it (§4). Until a store's hours are in, nothing of another
// store's can be chosen or sent for it: its date, time and collection options go as soon as it is chosen (the
// server's options are kept only for the store it rendered them for). A failed load is reported through the error
// funnel (§8: logged only), naming the service that failed, and offers a retry.
import { fetchNow, fetchStore, type StoreDetails } from "../../core/stores";
import { HttpError } from "../../core/http";
import { errorMessage, reportError, reportWidgetError } from "../../core/errors";
import { appointmentText, type AppointmentTextKey } from "./messages";
import { ScheduleError } from "../../core/opening-hours";
import { byWeek, collectionsOf, dateLabel, openDays, slotLabel, slotValue, slotsOn, weekLabel } from "./rules";

export interface HoursFields {
  element: HTMLElement;
  store: HTMLSelectElement;
  date: HTMLSelectElement;
  time: HTMLSelectElement;
  collection: HTMLSelectElement;
  language: () => string;
  locale: () => string;
  /** A field's options or value changed under the shopper: the form core re-reads it. */
  changed: (field: HTMLSelectElement) => void;
}

const WIDGET = "appointment-form";

function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

/** The store the server rendered the options for: the one it selected (or, selecting none, the first). */
function serverStore(select: HTMLSelectElement): string | undefined {
  return ([...select.options].find((o) => o.defaultSelected) ?? select.options[0])?.value;
}

/** Options, under an `<optgroup label>` when the group has one. */
interface OptionGroup {
  label?: string;
  options: Array<[value: string, label: string]>;
}

/** Replaces a select's options, keeping the shopper's choice (`chosen`) when it is still offered. */
function fill(select: HTMLSelectElement, placeholder: string, groups: OptionGroup[], chosen = select.value): void {
  const nodes = groups.flatMap(({ label, options }) => {
    const items = options.map(([value, text]) => option(value, text));
    if (label === undefined) return items;
    const group = document.createElement("optgroup");
    group.label = label;
    group.append(...items);
    return [group];
  });
  select.replaceChildren(option("", placeholder), ...nodes);
  select.value = groups.some((g) => g.options.some(([value]) => value === chosen)) ? chosen : "";
}

export function storeHours(fields: HoursFields) {
  const { store: storeSelect, date, time, collection } = fields;
  const t = (key: AppointmentTextKey) => appointmentText(fields.language(), key);
  let store: StoreDetails | undefined;
  let today: string | undefined;
  let days: string[] = [];
  /** The store the date, time and collection options belong to (none while they are emptied). */
  let optionsFor = serverStore(storeSelect);
  /** The shopper's choices when another store's options went: kept if the store that loads offers them too. */
  let wanted: { date: string; time: string; collection: string } | undefined;
  // The server reserves the notice line ([data-appointment-notice]) so the first "loading" shifts nothing.
  const serverNotice = fields.element.querySelector<HTMLElement>("[data-appointment-notice]");
  const notice = serverNotice ?? document.createElement("p");
  notice.classList.add("vitrine-appointment__notice");
  notice.setAttribute("role", "status");
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "vitrine-appointment__retry";
  retry.hidden = true;
  if (serverNotice) serverNotice.after(retry);
  else storeSelect.after(notice, retry);

  function say(key: AppointmentTextKey | undefined, canRetry = false): void {
    notice.textContent = key ? t(key) : "";
    retry.textContent = t("retry");
    retry.hidden = !canRetry;
  }

  function renderTimes(chosen = time.value): void {
    const slots = store && date.value ? slotsOn(store.workingScheduleTech, date.value) : [];
    const twelve = store?.has12HoursSystem ?? false;
    const options = slots.map((slot): [string, string] => [slotValue(slot), slotLabel(slot, fields.locale(), twelve)]);
    fill(time, t("chooseTime"), [{ options }], chosen);
    fields.changed(time);
  }

  /** The chosen store is not the one the options are for: none of them may be chosen or sent for it. */
  function forgetOptions(): void {
    wanted ??= { date: date.value, time: time.value, collection: collection.value };
    store = undefined;
    optionsFor = undefined;
    for (const [select, placeholder] of [
      [date, t("chooseDate")],
      [time, t("chooseTime")],
      [collection, t("chooseCollection")],
    ] as const) {
      fill(select, placeholder, []);
      fields.changed(select);
    }
  }

  function render(): void {
    if (!store || !today) return;
    let broken = false;
    try {
      days = openDays(store.workingScheduleTech, today);
    } catch (error) {
      if (!(error instanceof ScheduleError)) throw error;
      // §8 developer error: the CMS schedule is broken. No day of it can be offered (the server offers none either).
      reportWidgetError({ widget: WIDGET, element: fields.element, message: `store ${store.id}: ${error.message}` });
      days = [];
      broken = true;
    }
    const locale = fields.locale();
    const chosen = wanted ?? { date: date.value, time: time.value, collection: collection.value };
    wanted = undefined;
    optionsFor = store.id;
    // §9: the week starts on Monday; each week of offered days is one group.
    fill(
      date,
      t("chooseDate"),
      byWeek(days).map((week) => ({ label: weekLabel(week.monday, locale), options: week.days.map((d) => [d, dateLabel(d, locale)]) })),
      chosen.date,
    );
    fill(collection, t("chooseCollection"), [{ options: collectionsOf(store.category).map((c) => [c, c]) }], chosen.collection);
    fields.changed(date);
    fields.changed(collection);
    renderTimes(chosen.time);
    say(broken ? "noDays" : undefined);
  }

  let loading = 0;
  async function load(): Promise<void> {
    const id = storeSelect.value;
    const ticket = ++loading;
    if (id !== optionsFor) forgetOptions();
    if (!id) return;
    fields.element.setAttribute("aria-busy", "true");
    say("loadingHours");
    // What failed, for the report: the store service, then the time service.
    let failed = `store ${id} could not be loaded`;
    try {
      const next = await fetchStore(id, { supersede: `${WIDGET}:store` });
      failed = `the time service (?iso=${next.country.toUpperCase()}) failed for store ${id}`;
      const now = await fetchNow(next.country, { supersede: `${WIDGET}:now` });
      if (ticket !== loading) return;
      store = next;
      today = now.date;
      render();
    } catch (error) {
      if (ticket !== loading || (error instanceof HttpError && error.kind === "superseded")) return;
      // §8 "Store fetch failure: logged to the console only" (through the one funnel). The form stays usable: with the
      // server's options when they are this store's, else with none of another store's until a retry loads its own.
      reportError({ source: WIDGET, message: `${failed}: ${errorMessage(error)}`, cause: error });
      say("hoursFailed", true);
    } finally {
      if (ticket === loading) fields.element.removeAttribute("aria-busy");
    }
  }

  const onStore = () => void load();
  // §4: changing the date clears the chosen time.
  const onDate = () => {
    time.value = "";
    renderTimes();
  };
  const onRetry = () => {
    storeSelect.focus();
    void load();
  };
  storeSelect.addEventListener("change", onStore);
  date.addEventListener("change", onDate);
  retry.addEventListener("click", onRetry);
  void load();

  return {
    /** Re-labels the options in the page's current language. */
    relabel: render,
    destroy() {
      loading++;
      storeSelect.removeEventListener("change", onStore);
      date.removeEventListener("change", onDate);
      retry.removeEventListener("click", onRetry);
      if (serverNotice) serverNotice.textContent = "";
      else notice.remove();
      retry.remove();
    },
  };
}
