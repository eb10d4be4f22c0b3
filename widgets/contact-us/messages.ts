// Contact us: its own labels (the fixture server renders them too); person labels and errors are the form core's.
import { createMessages } from "../../markets/messages";

export const en = {
  heading: "Contact us",
  subject: "Subject",
  message: "Your message",
  submit: "Send message",
  chooseTitle: "Choose a title",
};

export type ContactTextKey = keyof typeof en;

export const contactText = createMessages(en, (language) => import(`./messages/${language}.ts`));
