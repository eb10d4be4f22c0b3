// Track an order and make a return on the fixture server's markup, hydrated the real way against the fixture guest
// services (MSW): each state a lookup can end in, per market (it: the return portal; kw right to left).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { http, HttpResponse } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { GUEST_ORDERS, resetGuestOrders } from "../../fixtures/guest-orders";
import { guestOrderHtml } from "../../fixtures/server/screens/guest-order";
import type { MarketCode } from "../../markets/markets";
import "../../fixtures/assets/guest-order.css";

interface GuestStoryProps {
  market: MarketCode;
  page: "track" | "return";
  /** Typed and sent once hydrated (none: the empty form). */
  lookup?: { orderNumber: string; email: string };
}

function send(order: { orderNumber: string; email: string }) {
  return (root: HTMLElement) => {
    const form = root.querySelector<HTMLFormElement>("form[data-guest-lookup]")!;
    form.querySelector<HTMLInputElement>("[name=orderNumber]")!.value = order.orderNumber;
    form.querySelector<HTMLInputElement>("[name=email]")!.value = order.email;
    form.requestSubmit();
  };
}

function GuestStory({ market, page, lookup }: GuestStoryProps) {
  const html = useMemo(() => {
    resetGuestOrders();
    const path = page === "track" ? "/pages/track-guest.html" : "/pages/return-guest.html";
    return guestOrderHtml({ origin: location.origin, path, query: new URLSearchParams(), cookie: `static-country=${market}` }, page);
  }, [market, page]);
  const then = useMemo(() => (lookup ? send(lookup) : undefined), [lookup]);
  return <ServerPage html={html} market={market} readySelector="[data-guest-order-ready]" {...(then ? { then } : {})} />;
}

const meta = {
  title: "Widgets/Guest order",
  parameters: { contract: "guest-order" },
  component: GuestStory,
  args: { market: "us", page: "track" },
} satisfies Meta<typeof GuestStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const { shipped, delivered, hostile } = GUEST_ORDERS;
const unknown = { orderNumber: "VT-000000", email: "guest@vitrine.example" };

/** track-guest before a lookup. */
export const TrackForm: Story = {};
/** A shipped order: status, date, carrier, tracking number, lines. */
export const TrackFound: Story = { args: { lookup: shipped } };
/** No order with that number and email: said, what was typed kept. */
export const NotFound: Story = { args: { lookup: unknown } };
/** Too many failed lookups: the wait stated and counted down. */
export const Slowed: Story = {
  args: { lookup: shipped },
  parameters: {
    msw: [
      http.post("*/guest/orders/track", () =>
        HttpResponse.json({ error: "too many attempts" }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    ],
  },
};
/** The service failed (500): said, the button is the retry. */
export const ServiceDown: Story = {
  args: { lookup: shipped },
  parameters: { msw: [http.post("*/guest/orders/track", () => HttpResponse.json({ error: "down" }, { status: 500 }))] },
};
/** A 200 that is not an order: said as unreadable, never a blank result. */
export const Malformed: Story = {
  args: { lookup: shipped },
  parameters: { msw: [http.post("*/guest/orders/track", () => HttpResponse.json({ order: { status: "lost" } }))] },
};
/** Hostile strings from the server, shown as text. */
export const HostileStrings: Story = { args: { lookup: hostile } };
/** return-guest: the found order's return form. */
export const ReturnForm: Story = { args: { page: "return", lookup: delivered } };
/** return-guest in kw: Arabic, right to left. */
export const ReturnFormKuwait: Story = { name: "Return form, RTL (kw)", args: { page: "return", market: "kw", lookup: delivered } };
/** return-guest in it (§9 return portal mapping): the form that hands over to the return portal. */
export const ReturnPortal: Story = { args: { page: "return", market: "it" } };
