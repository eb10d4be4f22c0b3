// The authenticity page on the fixture server's markup, hydrated the real way against the fixture authenticity
// service (MSW): each state the page can end in, one tag per state (answers are kept 5 minutes per tag, so no story
// borrows another's), per market (kw right to left).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { AUTHENTICITY_ROUTES, AUTHENTICITY_TAPS, authenticityConfig, type AuthenticityCase } from "../../fixtures/authenticity";
import { authenticityHtml } from "../../fixtures/server/screens/authenticity";
import { markets, type MarketCode } from "../../markets/markets";

interface AuthenticityStoryProps {
  market: MarketCode;
  /** The tag whose URL opened the page (none: opened without a tap). */
  tag?: AuthenticityCase;
  /** A tap no other story uses, for a state no fixture tag ends in. */
  search?: string;
}

function AuthenticityStory({ market, tag, search }: AuthenticityStoryProps) {
  const query = search ?? (tag ? new URLSearchParams(AUTHENTICITY_TAPS[tag]).toString() : "");
  const config = { apiDomain: `${location.origin}/api`, ...authenticityConfig(location.origin) };
  return <ServerPage html={authenticityHtml(markets[market].language)} market={market} search={query} config={config} />;
}

const meta = {
  title: "Widgets/Authenticity",
  parameters: { contract: "authenticity" },
  component: AuthenticityStory,
  args: { market: "us", tag: "bag" },
} satisfies Meta<typeof AuthenticityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the calls run (the tag data never answers). */
export const Checking: Story = {
  args: { search: "v=1&t=04A1B2C3D4E5FFFF" },
  parameters: { msw: [http.get(AUTHENTICITY_ROUTES.tagData, () => delay("infinite"))] },
};
/** A genuine bag: verdict, sizes in cm, CO2 in kg, DTC, its certificate of conformity, the editorial. */
export const Verified: Story = {};
/** The same in it: the market's words and number format. */
export const VerifiedItaly: Story = { args: { market: "it" } };
/** The same in kw: Arabic, right to left. */
export const VerifiedKuwait: Story = { name: "Verified, RTL (kw)", args: { market: "kw" } };
/** A diamond: its gemological laboratory certificate beside the certificate of conformity. */
export const Diamond: Story = { args: { tag: "diamond" } };
/** The special project (ao{Auth}EternalGoldPR). */
export const SpecialProject: Story = { args: { tag: "eternalGold" } };
/** 0001FF: an older tap, said above the product (jp). */
export const OlderTap: Story = { args: { tag: "olderTap", market: "jp" } };
/** Opened without the tag's data: pdp-aura-no-valid-input-data, nothing asked. */
export const NoTap: Story = { args: { search: "" }, name: "No tap (no-valid-input-data)" };
/** pdp-aura-expired-page. */
export const ExpiredPage: Story = { args: { tag: "expiredPage" } };
/** pdp-aura-no-valid-tag. */
export const NoValidTag: Story = { args: { tag: "noValidTag" } };
/** pdp-aura-network-error, with a retry. */
export const NetworkError: Story = { args: { tag: "networkError" } };
/** pdp-aura-json-data-error (an unreadable answer), with a retry. */
export const JsonDataError: Story = { args: { tag: "jsonDataError" } };
/** Hostile strings in every answer: text, the editorial sanitised, bad certificate links left out. */
export const HostileStrings: Story = { args: { tag: "hostile" } };
