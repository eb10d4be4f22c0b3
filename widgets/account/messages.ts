// The account widget's own texts (login, registration, my account); field errors, the summary and the sending line
// are the form core's. Every market language has every key (english-leftovers.test.tsx).
import { createMessages, type Message } from "../../markets/messages";

export const en = {
  wrongCredentials: "The email or password is not right. Please check them and try again.",
  tooMany: {
    one: "Too many attempts. Please wait {count} second, then try again.",
    other: "Too many attempts. Please wait {count} seconds, then try again.",
  } as Message,
  wait: { one: "Please wait {count} second before trying again.", other: "Please wait {count} seconds before trying again." } as Message,
  canRetry: "You can try again now.",
  loginFailed: "We could not sign you in just now. What you typed is kept: please try again.",
  signedIn: "You are signed in.",
  emailTaken: "An account with this email already exists: sign in, or use another email.",
  checkFields: "Please check the fields marked.",
  registerFailed: "We could not create your account just now. What you typed is kept: please try again.",
  registered: "Your account is ready.",
  chooseTitle: "Choose a title",
  sessionFailed: "We could not check that you are signed in.",
  retry: "Try again",
  signedOut: "You are not signed in.",
  signIn: "Sign in",
  logoutFailed: "We could not sign you out just now. Please try again.",
} satisfies Record<string, Message>;

export type AccountTextKey = keyof typeof en;

export const accountText = createMessages(en, (language) => import(`./messages/${language}.ts`));
