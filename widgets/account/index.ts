// Accounts (§1, §2 "Page names", §6): the login, registration and my-account blocks of the account pages, on the form
// core. No React: the server's forms are enhanced by hand. Showcase `login` hides the login and registration blocks
// (§6).
import { defineWidget } from "../../core/widget";
import { missingPart } from "../../core/attributes";
import { hideForShowcase } from "../../core/forms/showcase";
import { adoptStyles } from "../../core/styles";
import { enhanceMyAccount } from "./my-account";
import { enhanceRegister } from "./register";
import { PARTS, contract } from "./schema";
import { enhanceSignIn } from "./sign-in";
import shared from "../../core/shared.css?raw";
import forms from "../../core/forms/forms.css?raw";

adoptStyles(shared);
adoptStyles(forms);

export default defineWidget({
  name: "account",
  ...contract,
  enhance({ element, attributes, fail }) {
    if (attributes.account === "my-account") return enhanceMyAccount(element);
    const hidden = hideForShowcase(element, "login");
    if (hidden) return hidden;
    const form = element.querySelector<HTMLFormElement>(PARTS.form);
    if (!form) return fail(missingPart(PARTS.form));
    return attributes.account === "login" ? enhanceSignIn(form, { kind: "login" }) : enhanceRegister(element, form);
  },
});
