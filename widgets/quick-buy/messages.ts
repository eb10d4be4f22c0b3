// Quick buy's own texts (§2 "Quick-buy modal", §8 "Quick buy"); prices and "price on request" are the product
// texts of markets/messages.ts (ProductPriceView).
import { createMessages } from "../../markets/messages";

export const en = {
  dialogLabel: "Quick buy",
  close: "Close",
  loading: "Loading…",
  colour: "Colour",
  defaultColour: "Default",
  size: "Size",
  chooseSize: "Select a size",
  oneSize: "One size",
  soldOut: "{size} – sold out",
  quantity: "Quantity",
  moreDetails: "More details",
  addToBag: "Add to bag",
  updateBag: "Update bag",
  adding: "Adding…",
  outOfStock: "Out of stock",
  sameSize: "Choose another size to update the bag",
  configurationLimit: "This configuration cannot be added again",
  addFailed: "The product could not be added. Please try again.",
  notEnoughStock: "Only {count} left in this size.",
  sizeGuide: "Size guide",
  editConfiguration: "Edit configuration",
  added: "Added to your bag",
  partCode: "Part code",
  material: "Material",
  lineTotal: "Total",
  remove: "Remove {name}",
  removeFailed: "The item could not be removed. Please try again.",
  subtotal: { one: "Subtotal ({count} item)", other: "Subtotal ({count} items)" },
  total: "Total",
  consent: "By proceeding you accept our",
  "terms-conditions": "Terms and conditions",
  "privacy-policy": "Privacy policy",
  "pre-information": "Pre-information form",
  reviewBag: "Review bag",
  proceed: "Proceed",
  initError: "Sorry, quick buy is not available for this product right now.",
  resumeError: "Your bag could not be loaded. Review it on the shopping bag page.",
  announceAdded: { one: "Added to your bag. Your bag holds {count} item.", other: "Added to your bag. Your bag holds {count} items." },
  announceRemoved: { one: "Removed. Your bag holds {count} item.", other: "Removed. Your bag holds {count} items." },
};

export type QuickBuyKey = keyof typeof en;

// Every market language has every key (messages.test.ts in this folder fails on a missing one).
export const quickBuyText = createMessages(en, (language) => import(`./messages/${language}.ts`));
