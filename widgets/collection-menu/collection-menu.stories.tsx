// The collection menu, rendered the real way: the story places the server markup of the fixture menu (the demo
// storefront's own renderCollectionMenu) and the lifecycle hydrates it. The custom scrollable area exists only under
// 1024 px, so each story picks a viewport (the toolbar's viewport control switches it live: resize re-initialises).
import { useEffect, useRef } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContractAttributes } from "../../.storybook/contract-args";
import { createLifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { SEASONS, renderCollectionMenu } from "../../fixtures/server/screens/collection";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { widgets } from "../registry";

interface MenuProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** The season marked `aria-current="page"`. */
  current: string;
}

const entries = widgets.filter((entry) => entry.name === "collection-menu").map((entry) => ({ ...entry, hydrate: "load" as const }));

function CollectionMenu({ market, current }: MenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const { direction, language } = markets[market];
  const html = renderCollectionMenu(current);

  const applyContract = useContractAttributes();
  useEffect(() => {
    const host = root.current;
    if (!host) return;
    document.cookie = `static-country=${market}; path=/; SameSite=Lax`;
    document.cookie = "static-lang=; path=/; max-age=0";
    setPageConfig({}); // the store reads the market cookie again
    host.innerHTML = html;
    applyContract(host);
    const lifecycle = createLifecycle(entries);
    lifecycle.start(host);
    return () => {
      lifecycle.stop();
      host.replaceChildren();
    };
  }, [market, html, applyContract]);

  return <div ref={root} dir={direction} lang={language} />;
}

const meta = {
  title: "Widgets/Collection menu",
  parameters: { contract: "collection-menu" },
  component: CollectionMenu,
  args: { market: "us", current: "spring-summer-2026" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    current: { control: "select", options: SEASONS.map((s) => s.slug), description: "the current season" },
  },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof CollectionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: one scrolling row, prev/next while it overflows, the current season scrolled into the middle. */
export const Phone: Story = {};

/** The current season is the first: prev is disabled at the start. */
export const CurrentFirst: Story = { args: { current: "pre-fall-2024" } };

/** A tablet (834 px) is not desktop yet: still the custom scrollable area. */
export const Tablet: Story = { globals: { viewport: { value: "tablet", isRotated: false } } };

/** Desktop (≥ 1024 px): the plain server menu, wrapping, no buttons. */
export const Desktop: Story = { globals: { viewport: { value: "desktop", isRotated: false } } };

/** kw: right to left; prev sits on the right and points right, next scrolls leftwards. */
export const RtlKuwait: Story = { args: { market: "kw" } };
