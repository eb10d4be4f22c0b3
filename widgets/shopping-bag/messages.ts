// The shopping bag's texts (§2 "Page names" shopping-bag; §4 "Input fields"): the server's page draws them and the
// widget writes them when the bag changes, so both speak from one table. Prices are core/format.ts's (Intl); tax labels
// are the market's `taxConfiguration` (§3).
import { createMessages } from "../../markets/messages";

export const en = {
  title: "Shopping bag",
  items: { one: "{count} item", other: "{count} items" },
  empty: "Your shopping bag is empty.",
  partCode: "Part code",
  colour: "Colour",
  material: "Material",
  size: "Size",
  quantity: "Quantity",
  update: "Update",
  updateLine: "Update the quantity of {name}",
  remove: "Remove",
  removeLine: "Remove {name}",
  lineTotal: "Total",
  summary: "Order summary",
  subtotal: { one: "Subtotal ({count} item)", other: "Subtotal ({count} items)" },
  discount: "Discount ({code})",
  total: "Total",
  coupon: "Coupon code",
  apply: "Apply",
  removeCoupon: "Remove code",
  couponApplied: "Code {code} applied.",
  couponInvalid: "This code is not valid.",
  couponRemoved: "Code removed.",
  packaging: "Packaging",
  standardPackaging: "Standard packaging",
  giftPackaging: "Gift packaging",
  savePackaging: "Save packaging",
  delivery: "Delivery",
  shipping: "Ship to my address",
  pickup: "Pick up in store",
  saveDelivery: "Save delivery choice",
  proceed: "Proceed to checkout",
  notEnoughStock: { one: "Only {count} left.", other: "Only {count} left." },
  updateFailed: "The quantity could not be updated.",
  removeFailed: "The item could not be removed.",
  couponFailed: "The code could not be checked.",
  saveFailed: "Your choice could not be saved.",
  retry: "Try again",
  updated: { one: "Quantity updated. Your bag holds {count} item.", other: "Quantity updated. Your bag holds {count} items." },
  removed: { one: "{name} removed. Your bag holds {count} item.", other: "{name} removed. Your bag holds {count} items." },
  saved: "Your choice is saved.",
  changedElsewhere: "Your bag was changed in another window.",
  showCurrentBag: "Show the current bag",
};

export type BagTextKey = keyof typeof en;

// Every market language has every key (english-leftovers.test.ts in this folder fails on a missing one).
export const bagText = createMessages(en, (language) => import(`./messages/${language}.ts`));
