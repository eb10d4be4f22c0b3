// The launcher's behaviour: the vendor script loads only when the shopper asks for the chat (core/script-loader.ts,
// with the configured timeout); while it loads the launcher says so; when it fails the contact link is the way left,
// and the launcher offers another try.
import { useEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, showcase, textLocale } from "../../core/store";
import { loadScript } from "../../core/script-loader";
import { reportError, errorMessage } from "../../core/errors";
import { chatText } from "./messages";
import { initialChatState, isChatVendor, type ChatState } from "./rules";

declare global {
  interface Window {
    vitrineLiveChat?: unknown;
  }
}

export function LiveChat({ block, launcher, contact }: { block: HTMLElement; launcher: HTMLButtonElement; contact: HTMLAnchorElement }) {
  useSignals();
  const { scriptUrl, hub } = config.value.liveChat;
  const timeoutMs = config.value.scriptTimeoutMs;
  const locale = textLocale.value;
  const [state, setState] = useState<ChatState>(() => initialChatState(scriptUrl));
  const hideContact = showcase.value.contactUs;

  useEffect(() => {
    launcher.hidden = state === "unavailable";
    launcher.textContent = chatText(locale, state === "failed" ? "retry" : "launch");
    launcher.setAttribute("aria-busy", String(state === "loading"));
    contact.hidden = hideContact;
  }, [launcher, contact, state, locale, hideContact]);

  const busy = useRef(false);
  useEffect(() => {
    if (!scriptUrl) return;
    let live = true;
    const start = () => {
      if (busy.current) return;
      busy.current = true;
      setState("loading");
      // `provides`: a script that offers no chat is forgotten, so "Try the chat again" fetches it again.
      loadScript(scriptUrl, { timeoutMs, provides: () => isChatVendor(window.vitrineLiveChat) })
        .then(() => {
          const vendor = window.vitrineLiveChat;
          if (!isChatVendor(vendor)) throw new Error("the chat script left no vitrineLiveChat.open");
          vendor.open({ hub, language: locale });
          if (live) setState("open");
        })
        .catch((error: unknown) => {
          reportError({ source: "live-chat", message: errorMessage(error) });
          if (live) setState("failed");
        })
        .finally(() => (busy.current = false));
    };
    launcher.addEventListener("click", start);
    return () => {
      live = false;
      launcher.removeEventListener("click", start);
    };
  }, [launcher, scriptUrl, timeoutMs, hub, locale]);

  // Shown (CSS) only once it works: this effect runs after the one above has attached the click.
  useEffect(() => {
    block.dataset["liveChatReady"] = "";
    return () => void delete block.dataset["liveChatReady"];
  }, [block]);

  return (
    <p role="status" className="vitrine-chat__status">
      {state === "loading" ? chatText(locale, "loading") : state === "failed" ? chatText(locale, "failed") : ""}
    </p>
  );
}
