// The authenticity page (§1 authenticity feature; §7 "Authenticity feature"; §8 "Authenticity feature error keys"; §9
// "Authenticity feature"). The tag's URL opens the page with its tap (`v`, `t`, `s`); the widget reads the tag data,
// then the product by its token and the product experience, then the editorial, every answer checked (answers.ts)
// and kept 5 minutes (cache.ts). A failure is one of the five §8 keys in the shopper's words, with a retry where
// trying again may help; an older tap (0001FF) says so above the product. Where the browser offers Web NFC, "scan
// again" reads the next tag (scan.ts). No React.
import { config, market, textLocale } from "../../core/store";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { http } from "../../core/http";
import { allowedUrl } from "../../core/safe-url";
import { adoptStyles } from "../../core/styles";
import { h } from "../../core/dom";
import { defineWidget } from "../../core/widget";
import type { z } from "../../core/zod";
import css from "./authenticity.css?raw";
import { editorialSchema, experienceSchema, productSchema, tagDataSchema, type Experience } from "./answers";
import { createAnswerCache } from "./cache";
import { errorKindOf } from "./failure";
import { authText, type AuthTextKey } from "./messages";
import {
  editorialUrl,
  errorKey,
  errorMessageKey,
  experienceUrl,
  isOlderTap,
  isPdfUrl,
  isRetryable,
  productDataUrl,
  specialProjectId,
  tagDataUrl,
  tapKey,
  tapOf,
  tapQuery,
  type ErrorKind,
  type Tap,
} from "./rules";
import { canScan, scanOnce } from "./scan";
import { showChecking, showFailure, showVerified, type AuthView, type Verified } from "./view";
import { contract } from "./schema";

const WIDGET = "authenticity";

const say = (key: AuthTextKey) => authText(textLocale.value, key);

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes, parts }) {
    adoptStyles(css);
    const settings = () => config.value.authenticity;
    const contentPath = attributes.contentPath ?? config.value.contentPath;
    const cache = createAnswerCache(sessionStorageOrNothing());
    const view = (): AuthView => ({ region: parts.result, market: market.value, t: say });
    const report = (message: string, cause?: unknown) => reportWidgetError({ widget: WIDGET, element, message, cause });
    let current: AbortController | undefined;

    /** One call: the cached answer, or the client's (checked by `schema`), kept 5 minutes once it came. */
    async function ask<T>(
      key: string,
      url: string,
      schema: z.ZodMiniType<T>,
      query: Record<string, string | undefined>,
      signal: AbortSignal,
    ) {
      const kept = cache.get(key, schema);
      if (kept !== undefined) return kept;
      const answer = await http.get(url, { schema, query, signal, supersede: `${WIDGET}:${key.split(":")[0]}` });
      cache.set(key, answer);
      return answer;
    }

    function certificates(experience: Experience): Verified["certificates"] {
      return experience.certificates.flatMap(({ type, url }) => {
        const href = allowedUrl(url, settings().certificateOrigins);
        if (href && isPdfUrl(href)) return [{ type, href }];
        report(`certificate ${type} not linked: not a PDF on an allowed origin (authenticity.certificateOrigins)`, url);
        return [];
      });
    }

    async function verified(tap: Tap, signal: AbortSignal): Promise<Verified> {
      const { serviceName } = settings();
      const key = tapKey(tap);
      const tag = await ask(`tag:${key}`, tagDataUrl(settings()), tagDataSchema, tapQuery(tap), signal);
      const [product, experience] = await Promise.all([
        ask(`product:${tag.token}`, productDataUrl(config.value.apiDomain, tag.token), productSchema, {}, signal),
        ask(`experience:${key}`, experienceUrl(settings()), experienceSchema, tapQuery(tap), signal),
      ]);
      const special = experience.projectId === specialProjectId(serviceName);
      const query = { partNumber: product.partNumber, project: special ? experience.projectId : undefined, lang: textLocale.value };
      const editorialKey = `editorial:${query.partNumber}.${query.project ?? ""}.${query.lang}`;
      const editorial = await ask(editorialKey, editorialUrl(contentPath, serviceName), editorialSchema, query, signal);
      return {
        product,
        experience,
        special,
        editorial,
        olderTap: isOlderTap(tag.verificationCode),
        certificates: certificates(experience),
      };
    }

    function fail(kind: ErrorKind, tap: Tap | null, focus: boolean): void {
      const retry = showFailure(view(), errorKey(kind, settings().serviceName), errorMessageKey(kind), isRetryable(kind));
      retry?.addEventListener("click", () => void verify(tap, true));
      if (focus) retry?.focus();
    }

    /** Checks `tap`; `focus` when the shopper asked (a retry, a scan): focus goes to what answers them. */
    async function verify(tap: Tap | null, focus: boolean): Promise<void> {
      current?.abort();
      if (!tap) return fail("no-valid-input-data", tap, focus);
      const controller = (current = new AbortController());
      showChecking(view(), focus);
      try {
        showVerified(view(), await verified(tap, controller.signal), focus);
      } catch (error) {
        if (controller.signal.aborted) return;
        const kind = errorKindOf(error);
        if (kind === "json-data-error") report(`unreadable answer: ${errorMessage(error)}`, error);
        fail(kind, tap, focus);
      }
    }

    const undoScan = canScan() ? addScanControl(element, (path) => void verify(path === null ? null : tapAt(path), true)) : undefined;
    void verify(tapOf(location.search), false);
    element.setAttribute("data-authenticity-ready", "");
    return () => {
      current?.abort();
      undoScan?.();
      element.removeAttribute("data-authenticity-ready");
    };
  },
});

/** The tap a scanned tag's path carries; the page's address follows it, so a reload shows the same product. */
function tapAt(path: string): Tap | null {
  history.replaceState(history.state, "", path);
  return tapOf(new URL(path, location.href).search);
}

/** "Scan again" and its status line after the result; the returned function removes them. */
function addScanControl(element: HTMLElement, scanned: (path: string | null) => void): () => void {
  const status = h("p", { class: "authenticity__scan-status", role: "status", "data-authenticity-scan-status": true });
  const button = h("button", { type: "button", "data-authenticity-scan": true }, say("scanAgain"));
  let stop: (() => void) | undefined;
  button.addEventListener("click", () => {
    stop?.();
    status.textContent = say("scanPrompt");
    stop = scanOnce({
      read(path) {
        status.textContent = "";
        scanned(path);
      },
      failed() {
        status.textContent = say("scanFailed");
      },
    });
  });
  const control = h("div", { class: "authenticity__scan" }, button, status);
  element.append(control);
  return () => {
    stop?.();
    control.remove();
  };
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // refused (storage blocked)
  }
}
