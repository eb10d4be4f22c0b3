// The form core's texts (§5 "Forms"): field errors, the error summary, sending states, person titles. Every market
// language has every key (core/forms/messages.test.tsx fails on an English leftover).
import { createMessages } from "../../markets/messages";

export const en = {
  nameLabel: "Name",
  surnameLabel: "Surname",
  emailLabel: "Email",
  titleLabel: "Title",
  required: "This field is required",
  tooShort: "Enter at least {min} characters",
  email: "Enter a valid email address, like name@example.com",
  katakana: "Use full-width katakana",
  kanji: "Write the name in kanji",
  serverRejected: "Please check this field",
  summary: { one: "{count} field needs your attention:", other: "{count} fields need your attention:" },
  sending: "Sending…",
  sent: "Thank you, your request has been sent.",
  sendFailed: "Sorry, this could not be sent. Your answers are kept: please try again.",
  tooYoung: "You must be at least {age} years old",
  date: "Enter a date that exists",
  titleMr: "Mr",
  titleMs: "Ms",
  titleMrs: "Mrs",
  titlePNTS: "Prefer not to say",
  genderMr: "Male",
  genderMs: "Female",
};

export type FormTextKey = keyof typeof en;
/** The core's texts in the page's language of the moment (read at each call). */
export type FormTexts = (key: FormTextKey, vars?: Record<string, string | number>) => string;

export const formText = createMessages(en, (language) => import(`./messages/${language}.ts`));
