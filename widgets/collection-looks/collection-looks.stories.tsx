// The looks grid, rendered the real way: the story places the server markup of the fixture collection (the demo
// storefront's own renderLooksSection), sets the market cookie, the content path and `?page=`, then the lifecycle
// hydrates it as the bootloader would. Load more answers from the shared MSW handlers (or a story's override).
import { useEffect, useRef } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContractAttributes } from "../../.storybook/contract-args";
import { delay, http, HttpResponse } from "msw";
import { expect, waitFor } from "storybook/test";
import { createLifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { URL_PARAM, withQuery } from "../../core/url-state";
import { COLLECTION_LOOKS_ROUTE } from "../../fixtures/fragments/collection";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { COLLECTION_CONTENT_PATH, renderLooksSection } from "../../fixtures/server/screens/collection";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { widgets } from "../registry";

interface LooksGridProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** `?page=`: the server renders pages 1..page. */
  page: number;
}

const entries = widgets.filter((entry) => entry.name === "collection-looks");

function LooksGrid({ market, page }: LooksGridProps) {
  const root = useRef<HTMLDivElement>(null);
  const { direction, language } = markets[market];
  // Our own fixture markup (every value escaped), as the CMS would send it for this market and page.
  const html = renderLooksSection({
    looks: COLLECTION_LOOKS,
    page,
    nextHref: `?page=${page + 1}`,
    declareTotal: true,
    language,
    heading: `${COLLECTION_LOOKS.length} looks`,
  });

  const applyContract = useContractAttributes();
  useEffect(() => {
    const host = root.current;
    if (!host) return;
    document.cookie = `static-country=${market}; path=/; SameSite=Lax`;
    document.cookie = "static-lang=; path=/; max-age=0";
    setPageConfig({ contentPath: COLLECTION_CONTENT_PATH });
    history.replaceState(history.state, "", withQuery(location.href, { [URL_PARAM.page]: page > 1 ? page : null }));
    host.innerHTML = html;
    applyContract(host);
    const lifecycle = createLifecycle(entries);
    lifecycle.start(host);
    return () => {
      lifecycle.stop();
      host.replaceChildren();
      history.replaceState(history.state, "", withQuery(location.href, { [URL_PARAM.page]: null }));
    };
  }, [market, page, html, applyContract]);

  return <div ref={root} dir={direction} lang={language} />;
}

/** Clicks load more once the grid has hydrated (the button replaces the server link). */
async function clickLoadMore(canvasElement: HTMLElement): Promise<void> {
  const button = await waitFor(
    () => {
      const hydrated = canvasElement.querySelector<HTMLButtonElement>("button.vitrine-looks__button");
      if (!hydrated) throw new Error("not hydrated yet");
      return hydrated;
    },
    { timeout: 5000 },
  );
  button.click();
}

const meta = {
  title: "Widgets/Collection looks",
  parameters: { contract: "collection-looks" },
  component: LooksGrid,
  args: { market: "us", page: 1 },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    page: { control: { type: "number", min: 1, max: 6 }, description: "`?page=`: the server renders pages 1..page" },
  },
  // The page's one React root goes when the story goes (see the tile-labels stories).
  beforeEach: () => unmountHost,
} satisfies Meta<typeof LooksGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: page 1 of 44 looks, load more ready. */
export const FirstPage: Story = {};

/** After a load: page 2 appended, `page=2` in the URL, focus on look 9, the count announced. */
export const Appended: Story = {
  play: async ({ canvasElement }) => {
    await clickLoadMore(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-look-id]")).toHaveLength(16), { timeout: 5000 });
  },
};

/** Waiting for page 2 (the answer never comes): aria-busy, the spinner, the room of the page held by placeholders. */
export const Loading: Story = {
  parameters: { msw: [http.get(COLLECTION_LOOKS_ROUTE, async () => (await delay("infinite"), HttpResponse.html("")))] },
  play: async ({ canvasElement }) => {
    await clickLoadMore(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector(".vitrine-looks__spinner")).not.toBeNull());
  },
};

/** The end: `?page=6` shows all 44 looks, so there is no load more. */
export const AllShown: Story = { args: { page: 6 } };

/** The last page comes back short (4 looks): load more turns off. */
export const LastPageLoaded: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    await clickLoadMore(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-look-id]")).toHaveLength(44), { timeout: 5000 });
  },
};

/** §8 looks load failure: the waiting state and spinner clear, the button turns off, the message shows. */
export const LoadFails: Story = {
  parameters: { msw: [http.get(COLLECTION_LOOKS_ROUTE, () => new HttpResponse("Service unavailable", { status: 503 }))] },
  play: async ({ canvasElement }) => {
    await clickLoadMore(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector(".vitrine-looks__error")).not.toBeNull(), { timeout: 5000 });
  },
};

/** kw: right to left, Arabic texts, Arabic-Indic digits in the announcement. */
export const RtlKuwait: Story = {
  args: { market: "kw" },
  play: async ({ canvasElement }) => {
    await clickLoadMore(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-look-id]")).toHaveLength(16), { timeout: 5000 });
  },
};
