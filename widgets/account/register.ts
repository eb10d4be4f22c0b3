// Registration (§1 "Create an account"): the form core's login flow (./sign-in.ts) plus what a registration asks for
// by market: the person titles (§5 "Person title options by market"), a birth date at least 16 years before the
// server's today (§5 "Age"; the time service says what today is, never the shopper's clock, and without it the
// server decides), and the blocks a market shows or not: the newsletter opt-in (§9: not tr, th), the privacy statement
// (§9 country list), the Korean over-19 consent (§5). The server renders the blocks of its market; the widget holds to
// the market's configuration (a block the market does not show is hidden and not sent; one it needs but the markup
// lacks is reported).
import { effect } from "@preact/signals-core";
import { missingPart } from "../../core/attributes";
import { reportWidgetError } from "../../core/errors";
import { fillTitleSelect } from "../../core/forms/titles";
import { fetchNow } from "../../core/stores";
import { config, market, textLocale } from "../../core/store";
import { accountText } from "./messages";
import { registrationBlocks } from "./rules";
import { PARTS } from "./schema";
import { enhanceSignIn } from "./sign-in";

const BLOCKS = { newsletter: PARTS.newsletter, privacy: PARTS.privacy, over19: PARTS.over19 } as const;

/** Hides a block the market does not show, its fields disabled (neither validated nor sent); returns the undo. */
function withhold(block: HTMLElement): () => void {
  const fields = [...block.querySelectorAll<HTMLInputElement>("input, select, textarea")].filter((f) => !f.disabled);
  const wasHidden = block.hidden;
  block.hidden = true;
  for (const field of fields) field.disabled = true;
  return () => {
    block.hidden = wasHidden;
    for (const field of fields) field.disabled = false;
  };
}

export function enhanceRegister(element: HTMLElement, form: HTMLFormElement): () => void {
  let today: string | undefined;
  const asking = new AbortController();
  fetchNow(config.value.country, { signal: asking.signal }).then(
    (now) => void (today = now.date),
    () => undefined, // no today: the server checks the age
  );
  return enhanceSignIn(form, {
    kind: "register",
    today: () => today,
    extra: () => {
      const shown = registrationBlocks(config.value.country, market.value);
      const undo: Array<() => void> = [() => asking.abort()];
      for (const [name, selector] of Object.entries(BLOCKS) as [keyof typeof BLOCKS, string][]) {
        const block = form.querySelector<HTMLElement>(selector);
        if (block && !shown[name]) undo.push(withhold(block));
        if (!block && shown[name]) reportWidgetError({ widget: "account", element, ...missingPart(selector) });
      }
      const title = form.elements.namedItem("title");
      if (title instanceof HTMLSelectElement)
        undo.push(
          effect(() => fillTitleSelect(title, config.value.country, config.value.language, accountText(textLocale.value, "chooseTitle"))),
        );
      return () => undo.forEach((step) => step());
    },
  });
}
