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
export const locationText = createMessages(en, (language) => import(`./location-messages/${language}.ts`));
