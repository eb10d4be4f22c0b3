// The looks grid's own texts; load more and loading come from the shared listing texts (markets/listing-messages.ts).
import { createMessages } from "../../markets/messages";

export const en = {
  looksLoaded: { one: "{count} more look loaded", other: "{count} more looks loaded" },
  looksFailed: "More looks could not be loaded.",
};

export const looksText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
