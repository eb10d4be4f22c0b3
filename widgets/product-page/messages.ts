// The product page's own texts; life-cycle labels and prices are the shared product texts (markets/messages.ts).
// The fixture server renders the same texts, so hydration changes no wording.
import { createMessages } from "../../markets/messages";

export const en = {
  colour: "Colour",
  size: "Size",
  oneSize: "One size",
  /** The no-JavaScript size form's submit button. */
  chooseSize: "Choose",
  checking: "Checking availability…",
  checkFailed: "Availability could not be checked.",
  detailsFailed: "The details of this colour could not be loaded.",
  retry: "Try again",
  availableOnline: "Available online",
  inStoreOnly: "Out of stock online, available in store",
  soldOut: "Out of stock",
  findInStore: "Find in store",
  wishlist: "Add to wishlist",
  item: "Item",
};
export type ProductPageKey = keyof typeof en;

// Every market language has every key (the English-leftover test in this folder fails on a missing one).
export const productPageText = createMessages(en, (language) => import(`./messages/${language}.ts`));
