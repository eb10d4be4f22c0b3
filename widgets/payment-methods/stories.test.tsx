// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"disableJavaScriptFileLoading":false}}
// Every payment-methods story as a portable story (the stand-in provider scripts load and run, as in the browser):
// the market's methods (§1, §9 "Payment"), instalments (§9 "Instalments"), the search wallet shown once ready, a
// provider that fails said with a retry.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./payment-methods.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Want {
  methods: string[];
  /** The card's slot: the provider's fields, or what it says when the provider failed. */
  card: "fields" | string;
  instalments: string[];
  /** The wallets' buttons shown once they answered. */
  wallets: string[];
}

const EXPECTATIONS: Record<StoryName, Want> = {
  Card: { methods: ["card", "onlineWallet"], card: "fields", instalments: [], wallets: ["searchWallet"] },
  Instalments: {
    methods: ["card", "onlineWallet"],
    card: "fields",
    // R$ 7.500,00: above 5000, up to 10.
    instalments: [
      "À vista",
      "2 parcelas",
      "3 parcelas",
      "4 parcelas",
      "5 parcelas",
      "6 parcelas",
      "7 parcelas",
      "8 parcelas",
      "9 parcelas",
      "10 parcelas",
    ],
    wallets: ["searchWallet"],
  },
  KoreanMethods: { methods: ["card", "koreanGateway", "messengerPay"], card: "fields", instalments: [], wallets: [] },
  CardFails: {
    methods: ["card", "onlineWallet"],
    card: "Non è stato possibile caricare Carta. Riprova o scegli un altro metodo di pagamento.",
    instalments: [],
    wallets: ["searchWallet"],
  },
  RtlKuwait: { methods: ["card", "onlineWallet"], card: "fields", instalments: [], wallets: ["searchWallet"] },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const root = renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const slot = () => root.querySelector<HTMLElement>("[data-provider-slot=card]");
  if (want.card === "fields")
    await waitFor(() => expect(slot()?.querySelector("#stand-in-card-number")).not.toBeNull(), { timeout: 10_000 });
  else {
    const line = () => slot()?.querySelector(".vitrine-status-line");
    await waitFor(() => expect(line()?.firstChild?.textContent).toBe(want.card), { timeout: 10_000 });
    expect(line()!.querySelector("button.vitrine-retry")?.textContent).toBe("Riprova");
  }
  expect([...root.querySelectorAll<HTMLInputElement>("[name=paymentMethod]")].map((radio) => radio.value)).toEqual(want.methods);
  expect([...root.querySelectorAll("[data-instalments] option")].map((option) => option.textContent)).toEqual(want.instalments);
  const shown = () => [...root.querySelectorAll<HTMLElement>("[data-wallet]:not([hidden])")].map((button) => button.dataset["wallet"]);
  await waitFor(() => expect(shown()).toEqual(want.wallets));
});
