// The appointment form on the fixture server's own markup, hydrated the real way; the store and time services and
// the booking endpoint are the shared MSW handlers (fixtures/store-service.ts, fixtures/form-submissions.ts).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { appointmentBlock } from "../../fixtures/server/screens/appointment";
import { resetSubmissions } from "../../fixtures/form-submissions";
import { STORE_ROUTE, TIME_ROUTE } from "../../fixtures/store-service";
import type { MarketCode } from "../../markets/markets";

interface AppointmentStoryProps {
  market: MarketCode;
  /** The boutique the server preselects. */
  store?: string;
  /** A boutique the shopper chooses once the form is up. */
  choose?: string;
  /** What happens once hydrated: nothing, an empty submit, or a complete booking. */
  act: "none" | "submitEmpty" | "book";
}

const ctxFor = (market: MarketCode, store: string | undefined) => ({
  origin: location.origin,
  path: "/pages/appointment.html",
  query: new URLSearchParams(store ? { store } : {}),
  cookie: `static-country=${market}`,
});

function fill(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function AppointmentStory({ market, store, choose, act }: AppointmentStoryProps) {
  return (
    <ServerPage
      html={appointmentBlock(ctxFor(market, store))}
      market={market}
      // The store's hours are in: the date options are the widget's (its placeholder is re-rendered).
      readySelector="[data-appointment-form]:not([aria-busy]) form[novalidate]"
      then={(element) => {
        const form = element as HTMLFormElement;
        // happy-dom (the vitest run of these stories) does not always honour the server's `selected` on the store:
        // choosing it as a shopper would gives the same state everywhere.
        const storeSelect = form.elements.namedItem("store") as HTMLSelectElement;
        if (store && storeSelect.value !== store) fill(form, { store });
        if (choose) fill(form, { store: choose });
        if (act === "submitEmpty") form.requestSubmit();
        if (act === "book") {
          fill(form, { date: form.querySelector<HTMLSelectElement>("[name=date]")!.options[1]!.value });
          fill(form, {
            time: form.querySelector<HTMLSelectElement>("[name=time]")!.options[1]!.value,
            reason: "regalo",
            name: "Ada",
            surname: "Rossi",
            email: "ada@example.com",
          });
          form.requestSubmit();
        }
      }}
    />
  );
}

const meta = {
  title: "Widgets/Appointment form",
  parameters: { contract: "appointment-form" },
  component: AppointmentStory,
  args: { market: "it", act: "none" },
  beforeEach: () => resetSubmissions(),
} satisfies Meta<typeof AppointmentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** it: the next five open days of the boutique, from tomorrow by the time service; hourly slots, 19:00–19:30 last. */
export const Default: Story = {};
/** us: a 12-hour boutique, am/pm slots. */
export const TwelveHour: Story = { name: "12-hour boutique (us)", args: { market: "us", store: "us-new-york-fifth" } };
/** jp: katakana name fields, names checked for kanji. */
export const Japan: Story = { name: "Katakana fields (jp)", args: { market: "jp" } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
/** An empty submit: errors by the fields, an announced summary, focus on the first invalid field. */
export const Errors: Story = { args: { act: "submitEmpty" } };
/** A complete booking, sent once. */
export const Booked: Story = { args: { act: "book" } };
/** A boutique closed all year: §8 "invalid working-schedule data" (a developer error); the shopper is told. */
export const ClosedAllYear: Story = { name: "Closed all year", args: { store: "it-firenze-tornabuoni" } };
/** The store service fails: logged only; the server's options stay and a retry is offered. */
export const StoreFailure: Story = {
  name: "Store service failure",
  parameters: { msw: [http.get(STORE_ROUTE, () => HttpResponse.json({ error: "down" }, { status: 503 }))] },
};
/** The time service fails: reported as the time service's failure (not the store's); the server's options stay. */
export const TimeServiceFailure: Story = {
  name: "Time service failure",
  parameters: { msw: [http.get(TIME_ROUTE, () => HttpResponse.json({ error: "down" }, { status: 503 }))] },
};
/** The shopper picks another boutique whose hours fail to load: Milano's days and times go, none of Roma's can be
 * chosen or sent until a retry loads them. */
export const OtherStoreFailure: Story = {
  name: "Another boutique's hours fail to load",
  args: { choose: "it-roma-condotti" },
  parameters: {
    msw: [http.get("*/stores/it-roma-condotti", () => HttpResponse.json({ error: "down" }, { status: 500 }))],
  },
};
