// The product listing's own texts; the shared ones (load more, loading, failure, counter) are markets/listing-messages.
import { createMessages } from "../../markets/messages";

export const en = {
  /** The feed's accessible name when the listing has no labelling heading. */
  feedLabel: "Products",
};

export const productListingText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
