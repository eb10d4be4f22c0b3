// The header menu on the server's header links, hydrated the real way; the CMS menu comes from the shared MSW
// handlers (desktop from 1024 px wide, the mobile variant below: resize the canvas to cross).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { unmountHost } from "../../core/render/host";
import { MARKET_CODES, type MarketCode } from "../../markets/markets";
import { headerMenuHtml } from "../../fixtures/server/screens/search";
import { HEADER_MENU_ROUTE } from "../../fixtures/fragments/search";
import { ServerPage } from "../../.storybook/story-page";

interface HeaderMenuStoryProps {
  market: MarketCode;
  homeVersion: string;
  code: string;
  /** `wcmmode` in the page URL (§6 authoring mode). */
  wcmmode: string;
  /** Open the menu once it has loaded. */
  open: boolean;
}

const openMenu = (button: HTMLElement) => button.click();

function HeaderMenuStory({ market, homeVersion, code, wcmmode, open }: HeaderMenuStoryProps) {
  const html = `<header class="site-header">${headerMenuHtml({ ...(homeVersion ? { homeVersion } : {}), ...(code ? { code } : {}) })}</header>`;
  return (
    <ServerPage
      html={html}
      market={market}
      search={wcmmode ? new URLSearchParams({ wcmmode }).toString() : ""}
      readySelector=".vitrine-header-menu__toggle:not([hidden])"
      then={open ? openMenu : undefined}
    />
  );
}

const meta = {
  title: "Widgets/Header menu",
  parameters: { contract: "header-menu" },
  component: HeaderMenuStory,
  args: { market: "us", homeVersion: "", code: "", wcmmode: "", open: false },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie: the menu's country and language" },
    homeVersion: { control: "text", description: "`data-home-version`" },
    code: { control: "text", description: "`data-code`" },
    wcmmode: { control: "select", options: ["", "edit", "preview", "disabled"], description: "`wcmmode` in the page URL" },
    open: { control: "boolean" },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof HeaderMenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the Menu button after the server links. */
export const Closed: Story = {};

/** Open: the panel with the CMS menu. */
export const Open: Story = { args: { open: true } };

/** A home version, a code and authoring mode: all three reach the menu call, and the menu shows them. */
export const HomeVersionCodeAuthoring: Story = { args: { open: true, homeVersion: "ss26", code: "JOURNAL", wcmmode: "edit" } };

/** The menu has not arrived: no button yet, the server links are the menu. */
export const Loading: Story = { parameters: { msw: [http.get(HEADER_MENU_ROUTE, () => delay("infinite"))] } };

/** The menu cannot load: the server links stay the menu (the failure is logged). */
export const Failed: Story = { parameters: { msw: [http.get(HEADER_MENU_ROUTE, () => HttpResponse.text("down", { status: 503 }))] } };

/** Kuwait: the ar menu of kw, an Arabic button, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", open: true } };
