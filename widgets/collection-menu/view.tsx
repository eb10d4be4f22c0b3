import { useEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { reportWidgetError } from "../../core/errors";
import { textLocale } from "../../core/store";
import type { ViewProps } from "../../core/widget";
import { menuText } from "./messages";
import { arrowOf, type Way } from "./rules";
import { findList, type MenuAttributes } from "./schema";
import { connectScroller, type MenuView, type Scroller } from "./scroller";

export const WIDGET = "collection-menu";
const WAYS: readonly Way[] = ["prev", "next"];

export function CollectionMenu({ element }: ViewProps<MenuAttributes>) {
  const [list] = useState(() => findList(element));
  return list ? <MenuScroller nav={element} list={list} /> : <MissingList element={element} />;
}

function MissingList({ element }: { element: HTMLElement }) {
  useEffect(() => reportWidgetError({ widget: WIDGET, element, message: "missing the menu's list (ul or ol)" }), [element]);
  return null;
}

function MenuScroller({ nav, list }: { nav: HTMLElement; list: HTMLElement }) {
  useSignals();
  const [view, setView] = useState<MenuView | null>(null);
  const scroller = useRef<Scroller>(null);
  useEffect(() => {
    scroller.current = connectScroller(nav, list, setView);
    return () => scroller.current?.dispose();
  }, [nav, list]);
  if (!view) return null;
  const language = textLocale.value;
  return WAYS.map((way) => {
    const disabled = way === "prev" ? view.atStart : view.atEnd;
    return (
      <button
        key={way}
        type="button"
        className={`vitrine-menu__scroll vitrine-menu__scroll--${way}`}
        hidden={!view.overflow}
        aria-disabled={disabled}
        aria-label={menuText(language, way === "prev" ? "previous" : "next")}
        onClick={() => {
          if (!disabled) scroller.current?.step(way);
        }}
      >
        <Arrow pointing={arrowOf(way, view.rtl)} />
      </button>
    );
  });
}

function Arrow({ pointing }: { pointing: "left" | "right" }) {
  return (
    <svg
      className={`vitrine-menu__arrow vitrine-menu__arrow--${pointing}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={pointing === "left" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
