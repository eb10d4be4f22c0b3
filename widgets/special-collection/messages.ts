// The special collection's own texts; load more, loading, failure and "N more items loaded" are the shared listing
// texts (markets/listing-messages.ts). Category names come from the server's tab links.
import { createMessages } from "../../markets/messages";

export const en = {
  /** Announced after a tab switch or Back/Forward: the count per category. */
  categoryCount: { one: "{category}: {count} product", other: "{category}: {count} products" },
  categoryFailed: "This category could not be loaded.",
  /** The load-more button after a failure: it asks for the failed page again. */
  retry: "Try again",
};

export const specialCollectionText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
