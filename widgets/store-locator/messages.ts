// The store locator's texts: those the server draws (the fixture pages use them too) and those the widget writes.
import { createMessages } from "../../markets/messages";

export const en = {
  title: "Find a boutique",
  showMap: "Show map",
  mapLabel: "Map of the boutiques",
  showOnMap: "Show {name} on the map",
  details: "Details",
  contact: "Contact us",
  selected: "{name} selected.",
  mapFailed: "The map could not be loaded. The list shows every boutique.",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const locatorText = createMessages(en, (language) => import(`./messages/${language}.ts`));
