// Find in store: an APG modal dialog listing the market's boutiques that hold the chosen size (or the product), with
// the distance from the shopper (their location, or a city they type) in the market's unit, each boutique's week of
// opening hours on its own clock, and the appointment link. Opened by the product page's `find-in-store` event or
// by the host's own trigger; focus returns to whoever opened it.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { on } from "../../core/events";
import { reportError, errorMessage } from "../../core/errors";
import { byDistance, formatDistance, type LatLng } from "../../core/geo";
import { locationText } from "../../core/location-messages";
import { useModal } from "../../core/modal";
import { weekHours } from "../../core/opening-hours";
import { locateShopper, placeFromText, placesOf } from "../../core/shopper-location";
import { config, market, showcase, textLocale } from "../../core/store";
import { appointmentPath } from "../../core/store-links";
import type { StoreDetails } from "../../core/stores";
import type { ViewProps } from "../../core/widget";
import { findInStoreText } from "./messages";
import type { FindInStoreAttributes } from "./schema";
import { fetchStoreStock, type StoreStock } from "./stock";

interface Opened {
  productId: string;
  opener: HTMLElement | null;
}

type Request = { state: "loading"; retrying: boolean } | { state: "failed" } | { state: "ready"; stores: StoreStock };

export function FindInStore({ attributes, element, host }: ViewProps<FindInStoreAttributes> & { host: Element }) {
  useSignals();
  const [opened, setOpened] = useState<Opened | null>(null);
  const hidden = showcase.value.findInStore;

  useEffect(() => {
    const trigger = element.querySelector<HTMLElement>("[data-find-in-store-trigger]");
    if (trigger) trigger.hidden = hidden;
    if (hidden) return;
    const open = (productId: string) =>
      setOpened({ productId, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
    const onTrigger = (event: Event) => {
      if (!attributes.productId) return;
      event.preventDefault();
      open(attributes.productId);
    };
    trigger?.addEventListener("click", onTrigger);
    const off = on("find-in-store", (detail) => {
      if (attributes.productId && detail.productId !== attributes.productId) return;
      open(detail.sizeProductId ?? detail.productId);
    });
    element.dataset["findInStoreReady"] = "";
    return () => {
      delete element.dataset["findInStoreReady"];
      trigger?.removeEventListener("click", onTrigger);
      off();
      if (trigger) trigger.hidden = false;
    };
  }, [element, attributes.productId, hidden]);

  const close = useCallback(() => setOpened(null), []);
  return opened ? <StoreDialog key={opened.productId} opened={opened} host={host} close={close} /> : null;
}

function StoreDialog({ opened, host, close }: { opened: Opened; host: Element; close(): void }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();
  const [request, setRequest] = useState<Request>({ state: "loading", retrying: false });
  const [origin, setOrigin] = useState<(LatLng & { name: string }) | null>(null);
  /** What the shopper's last location request said; the request's state speaks otherwise. */
  const [note, setNote] = useState<string | null>(null);
  const locale = textLocale.value;
  const t = (key: Parameters<typeof findInStoreText>[1], vars?: Record<string, string | number>) => findInStoreText(locale, key, vars);
  const l = (key: Parameters<typeof locationText>[1], vars?: Record<string, string>) => locationText(locale, key, vars);
  useModal(box, { host, opener: opened.opener, close });

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchStoreStock(opened.productId, controller.signal).then(
      (stores) => setRequest({ state: "ready", stores }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError({ source: "find-in-store", message: errorMessage(error) });
        setRequest({ state: "failed" });
      },
    );
    return () => controller.abort();
  }, [opened.productId, attempt]);
  function retry() {
    setNote(null);
    setRequest({ state: "loading", retrying: true });
    setAttempt((n) => n + 1);
  }

  // Focus is never lost: when the control that had it leaves (the retry button after a retry), the dialog takes it.
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.focus();
  });

  const status =
    note ??
    (request.state === "ready"
      ? request.stores.length
        ? t("count", { count: request.stores.length })
        : t("empty")
      : request.state === "failed"
        ? t("failed")
        : t("loading"));
  const stores = request.state === "ready" ? request.stores.map((s) => ({ ...s.store, quantity: s.quantity })) : [];
  const listed = byDistance(stores, origin ?? undefined);

  async function locate() {
    setNote(l("locating"));
    const where = await locateShopper();
    if (typeof where === "string") return setNote(l("locateFailed"));
    setOrigin({ ...where, name: l("yourLocation") });
    setNote(l("sorted", { place: l("yourLocation") }));
  }
  function typed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("near") ?? "").trim();
    const place = placeFromText(text, placesOf(stores));
    if (!place) return setNote(l("noPlace", { place: text }));
    setOrigin(place);
    setNote(l("sorted", { place: place.name }));
  }

  return (
    <div className="vitrine-fis__backdrop">
      <div
        ref={box}
        className="vitrine-fis"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
      >
        <div className="vitrine-fis__head">
          <h2 id={titleId}>{t("title")}</h2>
          <button type="button" className="vitrine-fis__close" aria-label={t("close")} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={introId}>{t("intro")}</p>
        <div className="vitrine-fis__where">
          <button type="button" onClick={() => void locate()} disabled={request.state !== "ready"}>
            {l("useLocation")}
          </button>
          <form onSubmit={typed}>
            <label>
              {l("place")} <input name="near" type="text" autoComplete="address-level2" />
            </label>
            <button type="submit">{l("find")}</button>
          </form>
        </div>
        <p role="status" className="vitrine-fis__status">
          {status}
        </p>
        {request.state === "failed" || (request.state === "loading" && request.retrying) ? (
          <button
            type="button"
            className="vitrine-retry"
            aria-disabled={request.state === "loading"}
            onClick={() => request.state === "failed" && retry()}
          >
            {t("retry")}
          </button>
        ) : null}
        {listed.length > 0 && (
          <ul className="vitrine-fis__stores">
            {listed.map((store) => (
              <StoreItem key={store.id} store={store} km={store.km} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function StoreItem({ store, km }: { store: StoreDetails; km: number | undefined }) {
  useSignals();
  const locale = textLocale.value;
  const t = (key: Parameters<typeof findInStoreText>[1]) => findInStoreText(locale, key);
  const appointment = showcase.value.appointment ? null : appointmentPath(store.id, config.value.siteRoot, location.href);
  return (
    <li className="vitrine-fis__store" data-store-id={store.id}>
      <h3>{store.name}</h3>
      {/* <bdi>: a Latin address keeps its own order on an RTL page ("712 Fifth Avenue", not "Fifth Avenue … 712"). */}
      <p>
        <bdi>{[store.address, store.city].filter(Boolean).join(", ")}</bdi>
      </p>
      {km !== undefined && (
        <p className="vitrine-fis__distance">{locationText(locale, "distance", { distance: formatDistance(km, market.value, locale) })}</p>
      )}
      <details>
        <summary>{t("hours")}</summary>
        <dl className="vitrine-fis__hours">
          {weekHours(store, locale).map((day) => (
            <div key={day.day}>
              <dt>{day.name}</dt>
              <dd>{day.hours === undefined ? t("hoursUnknown") : day.hours || t("closed")}</dd>
            </div>
          ))}
        </dl>
      </details>
      {appointment && (
        <a className="vitrine-fis__appointment" href={appointment}>
          {locationText(locale, "bookAppointment")}
        </a>
      )}
    </li>
  );
}
