// The slowed form's texts (core/forms/wait.ts) in every market language, apart so that a server page can say a wait
// without loading the HTTP client.
import { createMessages } from "../../markets/messages";

export const en = {
  tooMany: {
    one: "Too many attempts. You can try again in {count} second.",
    other: "Too many attempts. You can try again in {count} seconds.",
  },
  left: { one: "You can try again in {count} second.", other: "You can try again in {count} seconds." },
  over: "You can try again now.",
};

export type WaitTextKey = keyof typeof en;

export const waitText = createMessages(en, (language) => import(`./wait-messages/${language}.ts`));
