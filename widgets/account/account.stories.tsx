// The account widget on the fixture server's own markup (fixtures/server/screens/account.ts), hydrated the real way;
// the session, login and registration answers are the shared MSW fixture accounts (a story replaces one to show a
// failure). One story per state a shopper can meet; none signs in (that would leave the story for my account).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { serverSession, type ServerSession } from "../../fixtures/story-session";
import { ACCOUNT_ROUTES, resetAccounts } from "../../fixtures/account";
import { loginBlock, myAccountBlock, registerBlock } from "../../fixtures/server/screens/account";
import type { MarketCode } from "../../markets/markets";

type Block = "login" | "register" | "my-account";

interface AccountStoryProps {
  market: MarketCode;
  block: Block;
  /** The session the server knows (and renders my account for). */
  session: ServerSession;
  /** What the shopper does once the block is enhanced: nothing, a wrong password, or an empty registration. */
  act: "none" | "wrongPassword" | "submitEmpty";
}

const BLOCKS = { login: loginBlock, register: registerBlock, "my-account": myAccountBlock } as const;
const SESSION_COOKIE = { guest: "", client: "; vitrine-logged-in=1", vic: "; vitrine-logged-in=vic" } as const;

function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name) as HTMLInputElement;
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

function AccountStory({ market, block, session, act }: AccountStoryProps) {
  serverSession(session);
  const path = `/pages/${block}.html`;
  const ctx = { origin: location.origin, path, query: new URLSearchParams(), cookie: `static-country=${market}${SESSION_COOKIE[session]}` };
  return (
    <ServerPage
      html={BLOCKS[block](ctx)}
      market={market}
      config={{ siteRoot: "/pages/" }}
      readySelector={block === "my-account" ? "[data-account] [data-account-status][role=status]" : "[data-account] form[novalidate]"}
      then={(element) => {
        if (act === "none") return;
        const form = element as HTMLFormElement;
        if (act === "wrongPassword") fill(form, { email: "client@vitrine.example", password: "not-the-password" });
        form.requestSubmit();
      }}
    />
  );
}

const meta = {
  title: "Widgets/Account",
  parameters: { contract: "account" },
  component: AccountStory,
  args: { market: "us", block: "login", session: "guest", act: "none" },
  argTypes: {
    block: { control: "radio", options: ["login", "register", "my-account"] },
    session: { control: "radio", options: ["guest", "client", "vic"] },
    act: { control: "radio", options: ["none", "wrongPassword", "submitEmpty"] },
  },
  beforeEach: () => resetAccounts(),
} satisfies Meta<typeof AccountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login form, enhanced: inline errors, one submit at a time. */
export const Login: Story = {};
/** A wrong password: said, what was typed kept. */
export const LoginWrongPassword: Story = { args: { act: "wrongPassword" } };
/** The server slows repeated failed logins: 429 with Retry-After 30, the wait stated and the form held. */
export const LoginSlowed: Story = {
  args: { act: "wrongPassword" },
  parameters: {
    msw: [
      http.post(ACCOUNT_ROUTES.login, () =>
        HttpResponse.json({ error: "too many attempts" }, { status: 429, headers: { "Retry-After": "30" } }),
      ),
    ],
  },
};
/** The login service is down: said, what was typed kept, try again. */
export const LoginServerDown: Story = {
  args: { act: "wrongPassword" },
  parameters: { msw: [http.post(ACCOUNT_ROUTES.login, () => HttpResponse.json({ error: "down" }, { status: 500 }))] },
};
/** it: every title, the newsletter opt-in, no privacy statement (it is not in the §9 list). */
export const Register: Story = { args: { market: "it", block: "register" } };
/** jp: no Mrs, Mr and Ms as the gender labels; the privacy statement. */
export const RegisterJapan: Story = { name: "Register in Japan", args: { market: "jp", block: "register" } };
/** tr: only "prefer not to say", disabled; no newsletter (§9); the privacy statement. */
export const RegisterTurkey: Story = { name: "Register in Türkiye", args: { market: "tr", block: "register" } };
/** kr (register_kr): the over-19 consent, required. */
export const RegisterKorea: Story = { name: "Register in Korea", args: { market: "kr", block: "register" } };
/** kw: Arabic, right to left. */
export const RegisterKuwait: Story = { name: "Register in Kuwait (RTL)", args: { market: "kw", block: "register" } };
/** An empty registration: every required field says so, the summary lists them. */
export const RegisterErrors: Story = { args: { block: "register", act: "submitEmpty" } };
/** My account in it: the logged area (§6 enabled), deactivation by email, sign out. */
export const MyAccount: Story = { args: { market: "it", block: "my-account", session: "client" } };
/** kr (my-account_kr): no logged area (§6 disabled). */
export const MyAccountKorea: Story = { name: "My account in Korea", args: { market: "kr", block: "my-account", session: "client" } };
/** cn (my-account_cn): the deactivation link goes to cn's own address (§9). */
export const MyAccountChina: Story = { name: "My account in China", args: { market: "cn", block: "my-account", session: "client" } };
/** A cached my-account page shown to a signed-out shopper: said, with a link to sign in. */
export const MyAccountSignedOut: Story = { args: { block: "my-account", session: "guest" } };
/** The session check fails: said, with a retry. */
export const SessionCheckFailed: Story = {
  args: { block: "my-account", session: "client" },
  parameters: { msw: [http.get(ACCOUNT_ROUTES.session, () => HttpResponse.json({ error: "down" }, { status: 500 }))] },
};
