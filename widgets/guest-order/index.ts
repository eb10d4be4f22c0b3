// Track an order and make a return as a guest (§1 guests; §2 "Page names" track-guest, return-guest; §6 "Guests and
// logged-in customers"; §9 "Other flags" return portal mapping). The server's lookup form posts without JavaScript;
// with it the form core sends it, the answer is checked (answers.ts) and shown in the page's result region: the order
// (track), the return form of the order (return), or the way on to the return portal (return-portal). A failure says
// why and keeps what was typed; a slowed lookup (429) states its wait and counts it down (core/forms/wait.ts). No React.
import { config, market, textLocale } from "../../core/store";
import { enhanceForm } from "../../core/forms/form";
import { createFormWait } from "../../core/forms/wait";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { HttpError } from "../../core/http";
import { allowedUrl } from "../../core/safe-url";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import type { z } from "../../core/zod";
import formsCss from "../../core/forms/forms.css?raw";
import css from "./guest-order.css?raw";
import { portalAnswerSchema, returnableAnswerSchema, returnCreatedSchema, trackAnswerSchema } from "./answers";
import { guestText, type GuestTextKey } from "./messages";
import { failureKey } from "./failure";
import { guestOrderParts, contract } from "./schema";
import { showPortalLink, showReturnCreated, showReturnForm, showTrackedOrder, type ResultView } from "./view";

const WIDGET = "guest-order";

/** Where the browser goes (tests replace it). */
export const navigation = { assign: (href: string): void => location.assign(href) };

const language = () => textLocale.value;
const say = (key: GuestTextKey, vars?: Record<string, string | number>) => guestText(language(), key, vars);

interface GuestFormOptions<S extends z.ZodMiniType> {
  form: HTMLFormElement;
  answer: S;
  /** A checked answer; `values` are the fields sent. */
  answered(body: z.output<S>, values: Record<string, string>): void;
  /** Why the form may not be sent now, beside a wait (e.g. nothing chosen). */
  held?: () => string | undefined;
  /** After a failed send (the status line says why). */
  failed?: () => void;
  report(message: string, cause: unknown): void;
}

/** A guest form on the form core: its answer checked, its failures said in the page's words, slowed by a 429. */
function enhanceGuestForm<S extends z.ZodMiniType>({ form, answer, answered, held, failed, report }: GuestFormOptions<S>): () => void {
  const wait = createFormWait(form, language);
  const enhanced = enhanceForm({
    form,
    language,
    inStore: config.value.inStore,
    answer,
    held: () => wait.held() ?? held?.(),
    failureText: (error) => wait.failureText(error) ?? say(failureKey(error)),
    onResult(result) {
      wait.onResult(result);
      if (result.ok) return answered(result.body as z.output<S>, enhanced.values());
      failed?.();
      if (result.error instanceof HttpError && result.error.kind === "invalid-response")
        report(`unreadable answer: ${errorMessage(result.error)}`, result.error);
    },
  });
  return () => {
    enhanced.destroy();
    wait.destroy();
  };
}

const statusOf = (form: HTMLFormElement) => form.querySelector("[data-form-status]");

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes, parts, fail }) {
    const { guestOrder: kind, returnAction } = attributes;
    if (!(parts.lookup instanceof HTMLFormElement)) return fail({ part: guestOrderParts.lookup, message: "expected a form" });
    if (kind === "return" && !returnAction) return fail({ attribute: "data-return-action", message: "required on a return page" });
    adoptStyles(formsCss);
    adoptStyles(css);
    const lookup = parts.lookup;
    const report = (message: string, cause: unknown) => reportWidgetError({ widget: WIDGET, element, message, cause });
    const view = (): ResultView => ({ region: parts.result, market: market.value, t: say });
    const setStatus = (key: GuestTextKey) => {
      const line = statusOf(lookup);
      if (line) line.textContent = say(key);
    };
    let undoReturnForm: (() => void) | undefined;
    const clearResult = () => {
      undoReturnForm?.();
      undoReturnForm = undefined;
      parts.result.hidden = true;
      parts.result.replaceChildren();
    };

    /** The return form of a found order (drawn here, or by the server after a lookup without JavaScript). */
    const enhanceReturnForm = (form: HTMLFormElement) => {
      const chosen = () => form.querySelectorAll("input[name=item]:checked").length > 0;
      undoReturnForm = enhanceGuestForm({
        form,
        answer: returnCreatedSchema,
        held: () => {
          if (chosen()) return undefined;
          form.querySelector<HTMLInputElement>("input[name=item]:not(:disabled)")?.focus();
          return say("chooseItems");
        },
        answered: (created, values) => {
          undoReturnForm?.();
          undoReturnForm = undefined;
          showReturnCreated(view(), values["orderNumber"] ?? "", created.returnNumber);
        },
        report,
      });
    };

    const lookupAs = <S extends z.ZodMiniType>(answer: S, answered: (body: z.output<S>, values: Record<string, string>) => void) =>
      enhanceGuestForm({ form: lookup, answer, answered, failed: clearResult, report });
    const undoLookup =
      kind === "track"
        ? lookupAs(trackAnswerSchema, ({ order }) => {
            setStatus("found");
            showTrackedOrder(view(), order);
          })
        : kind === "return"
          ? lookupAs(returnableAnswerSchema, ({ order }, values) => {
              clearResult();
              setStatus("foundReturn");
              const fields = { action: returnAction ?? "", email: values["email"] ?? "", back: `${location.pathname}${location.search}` };
              const form = showReturnForm(view(), order, fields);
              if (form) enhanceReturnForm(form);
            })
          : lookupAs(portalAnswerSchema, ({ portalUrl }) => {
              const href = allowedUrl(portalUrl, config.value.returnPortalOrigins);
              if (!href) {
                setStatus("portalRefused");
                return report("the return portal's link is not on an allowed origin (returnPortal.origins)", portalUrl);
              }
              setStatus("opening");
              showPortalLink(view(), href);
              navigation.assign(href);
            });
    const serverReturnForm = parts.result.querySelector("form[data-guest-return]");
    if (serverReturnForm instanceof HTMLFormElement) enhanceReturnForm(serverReturnForm);
    element.setAttribute("data-guest-order-ready", "");
    return () => {
      undoLookup();
      undoReturnForm?.();
      element.removeAttribute("data-guest-order-ready");
    };
  },
});
