// The appointment form's own texts (§3 "Appointment booking form", §4 "Appointment form"): its labels (the fixture
// server renders them too), the seven reasons, and the states of the store's hours. Person labels and field errors
// are the form core's (core/forms/messages.ts).
import { createMessages } from "../../markets/messages";

export const en = {
  heading: "Book an appointment",
  store: "Boutique",
  date: "Date",
  time: "Time",
  reason: "Reason for your visit",
  collection: "Collection",
  additionalInfo: "Anything we should know?",
  country: "Country",
  katakanaName: "Name (katakana)",
  katakanaLastName: "Surname (katakana)",
  submit: "Request appointment",
  chooseDate: "Choose a date",
  chooseTime: "Choose a time",
  chooseReason: "Choose a reason",
  chooseCollection: "Any collection",
  loadingHours: "Loading the boutique's opening hours…",
  hoursFailed: "The boutique's opening hours could not be loaded.",
  retry: "Try again",
  noDays: "This boutique has no appointment days available.",
  visionare_nuova_collezione: "Discover the new collection",
  prodotto_su_misura: "Made-to-measure product",
  prodotto_personalizzato: "Personalised product",
  regalo: "A gift",
  occasione_speciale: "A special occasion",
  riparazioni: "Repairs",
  altro: "Other",
};

export type AppointmentTextKey = keyof typeof en;

export const appointmentText = createMessages(en, (language) => import(`./messages/${language}.ts`));
