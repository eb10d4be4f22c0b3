// Texts shared by the store locator and find in store: where the shopper is, distances, the appointment link.
import { createMessages } from "../markets/messages";

export const en = {
  useLocation: "Use my location",
  place: "City",
  find: "Find",
  bookAppointment: "Book an appointment",
  locating: "Finding your location…",
  sorted: "Boutiques sorted by distance from {place}.",
  yourLocation: "your location",
  locateFailed: "Your location is not available. Type a city instead.",
  noPlace: "No boutique city matches “{place}”.",
  distance: "{distance} away",
};

// Every market language has every key (the widgets' english-leftovers tests fail on a missing one).
export const locationText = createMessages(en, {
  it: () => import("./location-messages/it"),
  pt: () => import("./location-messages/pt"),
  "zh-Hans": () => import("./location-messages/zh-Hans"),
  "zh-Hant": () => import("./location-messages/zh-Hant"),
  ja: () => import("./location-messages/ja"),
  ko: () => import("./location-messages/ko"),
  ar: () => import("./location-messages/ar"),
  ru: () => import("./location-messages/ru"),
  tr: () => import("./location-messages/tr"),
  th: () => import("./location-messages/th"),
});
