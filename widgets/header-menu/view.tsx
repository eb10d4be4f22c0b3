import { useEffect, useId, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, textLocale } from "../../core/store";
import { fragmentPath } from "../../core/fragment-paths";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { HttpError } from "../../core/http";
import { loadPage } from "../../core/listing/page";
import type { ViewProps } from "../../core/widget";
import { headerMenuText } from "./messages";
import { DESKTOP_QUERY, RESIZE_DEBOUNCE_MS, menuRequest } from "./rules";
import type { HeaderMenuAttributes } from "./schema";

const TIMEOUT_MS = 8000;
/** A 200 answer is the menu only if it proves it (HTML, not cut off, holding the menu's root): else the failure path. */
const MENU_SHAPE = { items: "[data-menu-variant]" };

const isDesktop = () => matchMedia(DESKTOP_QUERY).matches;

/** The viewport's side of the 1024 px breakpoint, re-read once resizing has paused for 100 ms (§9 Timings). */
function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(isDesktop);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDesktop(isDesktop()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return desktop;
}

/**
 * An APG disclosure navigation menu over the CMS menu fragment: the button shows once a menu is loaded (until then,
 * and if it never loads, the server's header links are the menu); Escape closes it and returns focus to the button.
 */
export function HeaderMenuView({ attributes, element }: ViewProps<HeaderMenuAttributes>) {
  useSignals();
  const language = textLocale.value;
  const { country, language: pathLanguage } = config.value;
  const desktop = useDesktop();
  const [variant, setVariant] = useState<"desktop" | "mobile" | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const { mobile, query } = menuRequest(desktop, location.search, attributes.code);
    const path = fragmentPath.headerMenu(attributes.resourceContext, country, pathLanguage, {
      mobile,
      homeVersion: attributes.homeVersion,
    });
    const controller = new AbortController();
    loadPage(path, MENU_SHAPE, { query, signal: controller.signal, timeoutMs: TIMEOUT_MS }).then(
      ({ fragment }) => {
        panel.current?.replaceChildren(fragment);
        setVariant(mobile ? "mobile" : "desktop");
      },
      (error: unknown) => {
        if (error instanceof HttpError && (error.kind === "aborted" || error.kind === "superseded")) return;
        // The menu already shown (the other variant) stays; with none, the server links do the job.
        reportWidgetError({
          widget: "header-menu",
          element,
          message: `the menu could not be loaded: ${errorMessage(error)}`,
          cause: error,
        });
      },
    );
    return () => controller.abort();
  }, [desktop, country, pathLanguage, attributes, element]);

  useEffect(() => {
    if (!open) return;
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [open, element]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="vitrine-header-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        hidden={!variant}
        onClick={() => setOpen((value) => !value)}
      >
        {headerMenuText(language, "menu")}
      </button>
      <div ref={panel} id={panelId} className="vitrine-header-menu__panel" data-variant={variant} hidden={!open || !variant} />
    </>
  );
}
