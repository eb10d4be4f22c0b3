// Store locator: the server's list works alone (links, the `?near=` form). This adds, without React: the shopper's
// location or a typed city (distances in the market's unit, the list nearest first), the map on request (its code
// loads only then, behind core/maps' one adapter, chosen by `mapProvider`), and selection both ways between the list
// and the markers, announced.
import { parseAttributes } from "../../core/attributes";
import { reportError, reportWidgetError, errorMessage } from "../../core/errors";
import { byDistance, formatDistance, type LatLng } from "../../core/geo";
import { loadMapAdapter } from "../../core/maps/load";
import { selectMapProvider } from "../../core/maps/select";
import type { MapView } from "../../core/maps/adapter";
import { locateShopper, placeFromText, placesOf } from "../../core/shopper-location";
import { config, market, showcase, textLocale } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { locatorText } from "./messages";
import { locationText } from "../../core/location-messages";
import { markersOf } from "./rules";
import { storeItemAttributes, type StoreItem, contract } from "./schema";
import css from "./locator.css?raw";

adoptStyles(css);

export default defineWidget({
  name: "store-locator",
  ...contract,
  enhance({ element, parts }) {
    const t = (key: Parameters<typeof locatorText>[1], vars?: Record<string, string>) => locatorText(textLocale.value, key, vars);
    const l = (key: Parameters<typeof locationText>[1], vars?: Record<string, string>) => locationText(textLocale.value, key, vars);
    const say = (text: string) => (parts.status.textContent = text);
    const rows = readRows(parts.list);
    const items = rows.map((r) => r.item);
    const choice = selectMapProvider(market.value.mapProvider, config.value.maps);
    const cleanups: Array<() => void> = [];
    const listen = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
      target.addEventListener(type, handler as EventListener);
      cleanups.push(() => target.removeEventListener(type, handler as EventListener));
    };

    // §6 showcase: no appointment or contact entry points.
    const hidden = [
      ...(showcase.value.appointment ? element.querySelectorAll<HTMLElement>("[data-appointment-link]") : []),
      ...(showcase.value.contactUs ? element.querySelectorAll<HTMLElement>("[data-contact-link]") : []),
    ];
    for (const link of hidden) link.hidden = true;

    let map: MapView | undefined;
    let mapLoad: Promise<MapView | undefined> | undefined;
    let selected: string | null = null;

    function select(id: string, from: "list" | "map") {
      selected = id;
      for (const { item, element: row, select: button } of rows) {
        const chosen = item.storeId === id;
        row.classList.toggle("is-selected", chosen);
        button?.setAttribute("aria-pressed", String(chosen));
        if (chosen && from === "map") row.scrollIntoView({ block: "nearest" });
      }
      map?.select(id);
      const name = items.find((i) => i.storeId === id)?.storeName ?? "";
      say(t("selected", { name }));
      if (from === "list" && map) map.focusMarker(id);
    }

    function showMap() {
      const open = parts.showMap.getAttribute("aria-expanded") !== "true";
      parts.showMap.setAttribute("aria-expanded", String(open));
      parts.map.hidden = !open;
      if (!open || choice.kind === "none") return;
      mapLoad ??= loadMapAdapter(choice, config.value.scriptTimeoutMs)
        .then((adapter) =>
          adapter.mount(parts.map, { markers: markersOf(items), label: t("mapLabel"), onSelect: (id) => select(id, "map") }),
        )
        .then((view) => {
          map = view;
          if (selected) view.select(selected);
          return view;
        })
        .catch((error: unknown) => {
          reportError({ source: "maps", message: errorMessage(error) });
          mapLoad = undefined;
          // No map to show: the button is collapsed again (a press tries again) and the empty region leaves.
          parts.showMap.setAttribute("aria-expanded", "false");
          parts.map.hidden = true;
          say(t("mapFailed"));
          return undefined;
        });
    }

    function sortFrom(origin: LatLng, place: string) {
      const sorted = byDistance(
        rows.map((r) => ({ ...r, lat: r.item.lat, lng: r.item.lng })),
        origin,
      );
      for (const row of sorted) {
        if (row.distance && row.km !== undefined)
          row.distance.textContent = l("distance", { distance: formatDistance(row.km, market.value, textLocale.value) });
        parts.list.append(row.element);
      }
      say(l("sorted", { place }));
    }

    for (const { item, select: button } of rows) {
      if (button) listen(button, "click", () => select(item.storeId, "list"));
    }
    if (choice.kind === "none") parts.showMap.hidden = true;
    else listen(parts.showMap, "click", showMap);
    listen(parts.locate, "click", () => {
      say(l("locating"));
      void locateShopper().then((where) => (typeof where === "string" ? say(l("locateFailed")) : sortFrom(where, l("yourLocation"))));
    });
    listen<SubmitEvent>(parts.form, "submit", (event) => {
      const input = parts.form.querySelector<HTMLInputElement>("input[name=near]");
      const typed = input?.value ?? "";
      const place = placeFromText(typed, placesOf(items));
      if (!place && !typed.trim()) return; // the server's own answer
      event.preventDefault();
      if (place) sortFrom(place, place.name);
      else say(l("noPlace", { place: typed.trim() }));
    });
    element.dataset["storeLocatorReady"] = "";

    return () => {
      for (const undo of cleanups) undo();
      map?.destroy();
      for (const link of hidden) link.hidden = false;
      parts.showMap.hidden = false;
      delete element.dataset["storeLocatorReady"];
    };
  },
});

interface Row {
  item: StoreItem;
  element: HTMLElement;
  select: HTMLButtonElement | null;
  distance: HTMLElement | null;
}

/** The list's stores; a store whose attributes are wrong is reported and stays as the server drew it (not selectable). */
function readRows(list: HTMLElement): Row[] {
  return [...list.querySelectorAll<HTMLElement>("[data-store-id]")].flatMap((element) => {
    const parsed = parseAttributes(element, storeItemAttributes);
    if (!parsed.ok) {
      reportWidgetError({
        widget: "store-locator",
        element,
        message: parsed.message,
        ...(parsed.attribute ? { attribute: parsed.attribute } : {}),
      });
      return [];
    }
    return [
      {
        item: parsed.value,
        element,
        select: element.querySelector<HTMLButtonElement>("button[data-store-select]"),
        distance: element.querySelector<HTMLElement>("[data-store-distance]"),
      },
    ];
  });
}
