// Track an order and make a return (§1 guests; §2 track-guest, return-guest): the pages' and the widget's texts in
// every market language (the fixture server's pages use them too). Field errors, the summary and the slowed form's
// wait are the form core's.
import { createMessages } from "../../markets/messages";

export const en = {
  trackHeading: "Track your order",
  returnHeading: "Make a return",
  lookupIntro: "Enter your order number and the email address you used for the order.",
  portalIntro: "Returns are handled on our return portal: enter your order number and email address to continue there.",
  orderNumber: "Order number",
  email: "Email",
  track: "Track order",
  findOrder: "Find my order",
  toPortal: "Continue to the return portal",
  found: "Order found.",
  foundReturn: "Order found: choose the items to return.",
  opening: "Opening the return portal…",
  portalRefused: "The return portal could not be opened. Please try again later.",
  notFound: "We could not find an order with this number and email address. Check both and try again.",
  checkFields: "Please check the fields marked.",
  unreadable: "We could not read the answer. Your details are kept: please try again.",
  unavailable: "The service is not available right now. Your details are kept: please try again.",
  notReturnable: "These items can no longer be returned. Find your order again to see what can be.",
  orderTitle: "Order {number}",
  status: "Status",
  placedOn: "Placed on",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  items: "Items",
  quantity: "Quantity: {count}",
  statusPlaced: "Order placed",
  statusProcessing: "Being prepared",
  statusShipped: "Shipped",
  statusDelivered: "Delivered",
  statusCancelled: "Cancelled",
  statusReturned: "Returned",
  returnBy: "Returns are accepted until {date}.",
  itemsToReturn: "Items to return",
  cannotReturn: "Cannot be returned",
  nothingToReturn: "Nothing in this order can be returned.",
  reason: "Reason for the return",
  chooseReason: "Choose a reason",
  reasonSize: "Size or fit",
  reasonStyle: "Not as expected",
  reasonQuality: "Quality issue",
  reasonOther: "Other reason",
  requestReturn: "Request the return",
  chooseItems: "Choose at least one item to return.",
  returnCreated: "Your return {number} is registered. The instructions are on their way to your email address.",
  portalStandIn: "Return portal (demo stand-in)",
};

export type GuestTextKey = keyof typeof en;

export const guestText = createMessages(en, (language) => import(`./messages/${language}.ts`));
