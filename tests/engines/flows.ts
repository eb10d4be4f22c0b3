// The storefront's main flows, run the same way in WebKit, Firefox (and Chromium): each waits on the runtime's own
// signals (a widget's mount mark, `whenIdle`, the DOM it changes) and asserts outcomes written out here. The deeper
// cases of each widget stay in the Chromium suite (tests/e2e/); these check that the engines agree on the main paths.
import { deepStrictEqual, equal } from "node:assert/strict";
import { attribute, text, type Cookie, type Session } from "./session";

export interface Flow {
  name: string;
  run(session: Session): Promise<void>;
}

const market = (country: string): Cookie => ({ name: "static-country", value: country });
/** A cart and booking session of the flow's own (the fixture backend keeps one per cookie). */
const ownSession = (): Cookie => ({
  name: "vitrine-cart-session",
  value: `engines-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
});

/** Escape closes the dialog and gives the focus back to what opened it: the element whose `name` attribute is `value`. */
async function escapeGivesFocusBack(s: Session, name: string, value: string): Promise<void> {
  await s.press("Escape");
  await s.until(
    `the dialog closed, focus back on ${value}`,
    (attributeName: string, expected: string) =>
      !document.querySelector("[role=dialog]") && document.activeElement?.getAttribute(attributeName) === expected,
    name,
    value,
  );
}

export const FLOWS: readonly Flow[] = [
  {
    // core/activity.ts: once a widget has mounted, `whenIdle` comes after its view has rendered and run its effects.
    // WebKit runs React's scheduler tasks after timer tasks queued later: before the runtime waited for React's
    // scheduler, the listing's feed was missing after idle in about half of the loads there.
    name: "idle: the views are there",
    async run(s) {
      for (let load = 1; load <= 4; load++) {
        await s.open("/pages/plp.html", [market("us")]);
        await s.mounted("product-listing");
        deepStrictEqual(await s.run(() => [document.querySelectorAll("#plp [role=feed] article").length]), [24], `PLP, load ${load}`);
        await s.open("/products.ballet_flats.VT10016", [market("us")]);
        await s.mounted("product-page");
        deepStrictEqual(
          await s.run(() => [document.querySelectorAll("[data-product-detail] [role=radiogroup]").length]),
          [2],
          `product page, load ${load}`,
        );
      }
    },
  },
  {
    // §2 "Product listing pages", §4 "Load more (generic listings)", §5 "Lists and counts": scrolled to the end of the
    // page of tiles, the listing loads the next one (infinite scroll).
    name: "listing: load more by scrolling",
    async run(s) {
      await s.open("/pages/plp.html", [market("us")]);
      await s.mounted("product-listing");
      deepStrictEqual(
        await s.run(() => ({
          tiles: document.querySelectorAll("#plp [role=feed] article").length,
          counter: text("#plp [data-results-counter]"),
        })),
        { tiles: 24, counter: "24 of 240" },
      );
      await s.run(() => document.querySelector("#plp [data-load-more]")?.scrollIntoView({ block: "end" }));
      await s.until("48 tiles", () => document.querySelectorAll("#plp [role=feed] article").length === 48);
      await s.idle();
      deepStrictEqual(
        await s.run(() => {
          const more = document.querySelector<HTMLAnchorElement>("#plp [data-load-more]");
          return {
            counter: text("#plp [data-results-counter]"),
            lastPosition: [...document.querySelectorAll("#plp [role=feed] article")].at(-1)?.getAttribute("aria-posinset"),
            status: text("[role=status]"),
            more: more && `${new URL(more.href).pathname}${new URL(more.href).search}`,
          };
        }),
        { counter: "48 of 240", lastPosition: "48", status: "24 more items loaded. 48 of 240", more: "/pages/plp.html?page=3" },
      );
    },
  },
  {
    // §2 "Collection page", §4 "Load more", §7 "Looks load": the button appends the next 8 looks, focus on the first.
    name: "collection: load more button",
    async run(s) {
      await s.open("/pages/collection.html", [market("us")]);
      await s.mounted("collection-looks");
      await s.click(".vitrine-looks__button");
      await s.until("16 looks", () => document.querySelectorAll("[data-looks-feed] > [data-look-id]").length === 16);
      await s.idle();
      await s.until("focus on look 9", () => document.activeElement?.getAttribute("data-look-id") === "L09");
      deepStrictEqual(
        await s.run(() => ({
          status: text("[role=status]"),
          search: location.search,
          more: text(".vitrine-looks__button"),
        })),
        { status: "8 more looks loaded", search: "?page=2", more: "Load more" },
      );
    },
  },
  {
    // §2 "Product page", §3 "Variant", "Size", §7 "Product data": a colour in place, then a size (APG radio groups).
    name: "product page: colour and size",
    async run(s) {
      await s.open("/products.ballet_flats.VT10016", [market("us")]);
      await s.mounted("product-page");
      await s.until("stock", () => document.querySelector("[data-product-detail]")?.getAttribute("data-stock") === "ready");
      await s.click('[role=radiogroup][aria-labelledby="product-colour-label"] > :nth-child(4) [role=radio]');
      await s.until("colour 4", () => document.querySelector("[data-product-part-number]")?.textContent === "VT10016-3");
      await s.idle();
      deepStrictEqual(
        await s.run(() => ({
          path: location.pathname,
          image: attribute("[data-product-image]", "src"),
          checked: [...document.querySelectorAll('[aria-labelledby="product-colour-label"] [role=radio]')].map((r) =>
            r.getAttribute("aria-checked"),
          ),
        })),
        {
          path: "/products.ballet_flats.VT10016-3",
          image: "/assets/img/10016-3.svg",
          checked: ["false", "false", "false", "true", "false"],
        },
      );
      await s.click('[aria-labelledby="product-size-label"] [role=radio]:nth-child(2)');
      await s.until("size 37 chosen", () =>
        document.querySelector('[aria-labelledby="product-size-label"] [role=radio]:nth-child(2)[aria-checked="true"]'),
      );
      await s.press("ArrowRight"); // 38 is sold out: skipped, back to 36
      await s.until("size 36 chosen and focused", () => {
        const chosen = document.querySelector('[aria-labelledby="product-size-label"] [role=radio]:nth-child(1)[aria-checked="true"]');
        return chosen !== null && chosen === document.activeElement && chosen.textContent === "36";
      });
      deepStrictEqual(
        await s.run(() => ({ availability: text("[data-availability]"), saleable: attribute("[data-product-detail]", "data-saleable") })),
        { availability: "Available online", saleable: "true" },
      );
    },
  },
  {
    // §2 "Quick-buy modal", §4 "Quick buy", §7 "Catalog and cart": the first click is held while the code loads and
    // replayed; a size; add; the bag count.
    name: "quick buy: add to bag",
    async run(s) {
      await s.open("/pages/quick-buy.html", [market("us"), ownSession()]);
      await s.idle();
      await s.click('a[aria-label="Quick buy: Pleated Midi Skirt"]');
      await s.until("the dialog", () => document.querySelector("[role=dialog] [data-quick-buy-add]"));
      await s.idle();
      equal(await s.run(() => text("[role=dialog] h2")), "Pleated Midi Skirt");
      await s.choose("[role=dialog] select", "100092");
      await s.until("add enabled", () => !document.querySelector<HTMLButtonElement>("[role=dialog] [data-quick-buy-add]")?.disabled);
      await s.click("[role=dialog] [data-quick-buy-add]");
      await s.until("added", () => document.querySelector("[role=dialog] .vitrine-quick-buy__line"));
      await s.idle();
      deepStrictEqual(
        await s.run(() => ({
          line: text("[role=dialog] .vitrine-quick-buy__line")?.replace(/\s/g, " "),
          bag: text("[data-bag-count-value]"),
        })),
        { line: "Pleated Midi SkirtPart codeVT10009ColourDefaultMaterialMixedSize40Quantity1Total$ 1,420.00", bag: "1" },
      );
      await s.until("focus on the added step's heading", () => document.activeElement?.textContent === "Added to your bag");
      await escapeGivesFocusBack(s, "aria-label", "Quick buy: Pleated Midi Skirt");
    },
  },
  {
    // §3 "Appointment booking form", §4 "Appointment form", §7 "Other calls" (it: Milan, "now" Monday 15 June 2026).
    name: "appointment: submit",
    async run(s) {
      await s.open("/pages/appointment.html", [market("it"), ownSession(), { name: "vitrine-now", value: "2026-06-15T08:00:00Z" }]);
      await s.mounted("appointment-form");
      const form = "[data-appointment-form] form";
      await s.choose(`${form} [name=date]`, "2026-06-16");
      await s.until("the day's slots", () => document.querySelectorAll("[data-appointment-form] [name=time] option").length > 1);
      await s.choose(`${form} [name=time]`, "10:00|11:00");
      await s.choose(`${form} [name=reason]`, "regalo");
      await s.type(`${form} [name=name]`, "Ada");
      await s.type(`${form} [name=surname]`, "Rossi");
      await s.type(`${form} [name=email]`, "ada@example.com");
      await s.click(`${form} button[type=submit]`);
      await s.until(
        "the confirmation",
        () => text("[data-appointment-form] [data-form-status]") === "Grazie, la tua richiesta è stata inviata.",
      );
      // What the fixture backend booked for this session (one request, the answers given).
      const booked = await s.run(async () => {
        const { appointments } = (await (await fetch("/appointments")).json()) as { appointments: Record<string, string>[] };
        return appointments.map(({ store, date, time, reason, name, surname, email }) => ({
          store,
          date,
          time,
          reason,
          name,
          surname,
          email,
        }));
      });
      deepStrictEqual(booked, [
        {
          store: "it-milano-montenapoleone",
          date: "2026-06-16",
          time: "10:00|11:00",
          reason: "regalo",
          name: "Ada",
          surname: "Rossi",
          email: "ada@example.com",
        },
      ]);
    },
  },
  {
    // §1 editorial mosaic, §2 "Gallery zoom overlay": opens at the clicked image, arrows step, Escape gives focus back.
    name: "zoom overlay",
    async run(s) {
      await s.open("/pages/mosaic-gallery.html", [market("us")]);
      await s.mounted("zoom-overlay");
      await s.mounted("mosaic-gallery");
      await s.click("[data-mosaic-gallery] li:nth-child(5) a");
      await s.until("the overlay", () => document.querySelector("[role=dialog] [data-zoom-image]"));
      deepStrictEqual(
        await s.run(() => ({
          counter: text("[role=dialog] [data-zoom-counter] [aria-hidden]"),
          alt: attribute("[role=dialog] [data-zoom-image]", "alt"),
        })),
        { counter: "5/7", alt: "The final fitting before the show" },
      );
      await s.press("ArrowRight");
      await s.until("image 6", () => document.querySelector("[role=dialog] [data-zoom-counter] [aria-hidden]")?.textContent === "6/7");
      await escapeGivesFocusBack(s, "href", "/assets/img/M05-fitting.svg");
    },
  },
  {
    // §4 "Timeline slider" (APG carousel): the rotation control plays (the first bar fills) and pauses; next and the
    // arrow keys step.
    name: "timeline slider",
    async run(s) {
      await s.open("/pages/editorial-media.html?wcmmode=edit", [market("us")]); // author mode: no autoplay
      await s.mounted("timeline-slider");
      const rotation = "[data-timeline-slider] [data-rotation-control]";
      equal(await s.run((r: string) => document.querySelector(r)?.getAttribute("aria-label"), rotation), "Play the slide show");
      // From the keyboard: a pointer resting on the carousel (where a click leaves it) holds the show (APG).
      await s.run((r: string) => document.querySelector<HTMLElement>(r)?.focus(), rotation);
      await s.press("Enter");
      const labelled = (r: string, label: string) => document.querySelector(r)?.getAttribute("aria-label") === label;
      await s.until("the control offering pause", labelled, rotation, "Pause the slide show");
      await s.until("the first bar filling", () => {
        const fill = document.querySelector<HTMLElement>("[data-timeline-slider] .vitrine-timeline__fill");
        return fill && fill.style.transform !== "scaleX(0)";
      });
      await s.press("Enter");
      await s.until("the control offering play again", labelled, rotation, "Play the slide show");
      const slide = (label: string) =>
        document.querySelector("[data-timeline-slider] [data-carousel-track] > * > :not([inert])")?.getAttribute("aria-label") === label;
      await s.run(() => document.querySelector<HTMLElement>("[data-timeline-slider] .vitrine-carousel__button--next")?.focus());
      await s.press("Enter");
      await s.until("slide 2 of 4", slide, "2 of 4");
      await s.press("ArrowRight");
      await s.until("slide 3 of 4", slide, "3 of 4");
    },
  },
  {
    // §4 "Video or image", §1 streaming: hls.js loads on play and the clear stream plays past its first second.
    name: "video: play",
    async run(s) {
      await s.open("/pages/video.html", [market("us")]);
      await s.mounted("video");
      equal(await s.run(() => performance.getEntriesByType("resource").some((r) => /\/chunks\/hls-/.test(r.name))), false);
      await s.click('[data-video="film-clear"] .vitrine-video__play');
      const time = await s.until("past 1 s", () => {
        const video = document.querySelector<HTMLVideoElement>('[data-video="film-clear"] video');
        return video && video.currentTime > 1 && video.currentTime;
      });
      equal(typeof time, "number");
      deepStrictEqual(
        await s.run(() => ({
          phase: attribute('[data-video="film-clear"] [data-phase]', "data-phase"),
          hls: performance.getEntriesByType("resource").filter((r) => /\/chunks\/hls-/.test(r.name)).length,
        })),
        { phase: "playing", hls: 1 },
      );
    },
  },
];
