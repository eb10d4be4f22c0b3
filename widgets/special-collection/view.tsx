// The enhanced controls of the special collection: category tabs (APG tabs, manual activation), the load-more button
// with its spinner, the category spinner, the failure message and a polite live region. The grid stays the server's
// list; the listing kit appends to it (instance.ts configures it).
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { useSignals } from "@preact/signals-react/runtime";
import { LiveRegion } from "../../core/listing/live-region";
import { isPlainClick } from "../../core/clicks";
import { showsButton, waiting } from "../../core/listing/paging";
import { textLocale } from "../../core/store";
import { listingText } from "../../markets/listing-messages";
import { createInstance, start } from "./instance";
import { specialCollectionText } from "./messages";
import { tabFocusTarget, tabStop } from "./rules";
import type { Parts, SpecialCollectionAttributes } from "./schema";

interface Props {
  attributes: SpecialCollectionAttributes;
  element: HTMLElement;
  parts: Parts;
}

const tabIdOf = (instanceId: string, index: number) => `${instanceId}tab-${index}`;

export function SpecialCollection({ attributes, element, parts: found }: Props) {
  useSignals();
  const [instance] = useState(() => createInstance(element, attributes, found));
  useEffect(() => start(instance), [instance]);
  const { parts, listing } = instance;
  const state = listing.state.value;
  const language = textLocale.value;
  const id = useId();
  const panelId = parts.panel.id || `${id}panel`;
  const categories = parts.tabList.map((tab) => tab.category);
  const selected = categories.indexOf(state.query);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  // The enhanced controls replace the server's in the same commit, with the same classes: nothing moves.
  useLayoutEffect(() => {
    const { serverTabList, serverMore, panel } = parts;
    const moreHidden = serverMore.hidden;
    const ownId = !panel.id;
    serverTabList.hidden = true;
    serverMore.hidden = true;
    if (ownId) panel.id = panelId;
    panel.setAttribute("role", "tabpanel");
    return () => {
      serverTabList.hidden = false;
      serverMore.hidden = moreHidden;
      panel.removeAttribute("role");
      panel.removeAttribute("aria-labelledby");
      if (ownId) panel.removeAttribute("id");
    };
  }, [parts, panelId]);

  useLayoutEffect(() => {
    if (selected >= 0) parts.panel.setAttribute("aria-labelledby", tabIdOf(id, selected));
    else parts.panel.removeAttribute("aria-labelledby");
  }, [parts, selected, id]);

  const onTabClick = (event: MouseEvent, category: string) => {
    // A plain click activates the tab; a modified one opens the server link as the browser would.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void listing.select(category);
  };

  // APG tabs with manual activation: arrows, Home and End move focus; Enter (the link's click) or Space activates.
  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = tabs.current.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === " ") {
      event.preventDefault();
      void listing.select(categories[index]!);
      return;
    }
    const direction = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
    const target = tabFocusTarget(event.key, index, categories.length, direction);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  const stop = tabStop(categories, state.query);
  const { tabClasses } = parts;
  const tabList = (
    <ul className={tabClasses.list} role="tablist" aria-label={parts.tabs.getAttribute("aria-label") ?? undefined} onKeyDown={onTabKeyDown}>
      {parts.tabList.map((tab, index) => (
        <li key={tab.category} className={tabClasses.item || undefined} role="presentation">
          <a
            ref={(el) => {
              tabs.current[index] = el;
            }}
            id={tabIdOf(id, index)}
            className={tabClasses.tab}
            href={tab.href}
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === stop ? 0 : -1}
            onClick={(event) => onTabClick(event, tab.category)}
          >
            {tab.label}
          </a>
        </li>
      ))}
    </ul>
  );

  // §4: the category spinner while the grid waits for a category's first page, the load-more spinner otherwise.
  const waitingFor = waiting(state);
  const waitingForMore = waitingFor === "more";
  // After a failure the same button retries in place: it never unmounts, so focus stays on it.
  const more = (
    <>
      {showsButton(state) && waitingFor !== "query" && (
        <button
          type="button"
          className={`${parts.serverMore.className} vitrine-load-more`}
          aria-disabled={waitingForMore || undefined}
          onClick={() => void listing.more("user")}
        >
          {state.failed ? specialCollectionText(language, "retry") : listingText(language, "loadMore")}
          {waitingForMore && <span className="vitrine-spinner vitrine-spinner--more" data-spinner="more" aria-hidden="true" />}
        </button>
      )}
      {state.failed && (
        <p className="vitrine-special-collection__error">
          {state.failed.kind === "switch" ? specialCollectionText(language, "categoryFailed") : listingText(language, "loadFailed")}
        </p>
      )}
      <LiveRegion announcer={listing.announcer} className="vitrine-special-collection__status vitrine-visually-hidden" />
    </>
  );

  return (
    <>
      {createPortal(tabList, parts.tabs)}
      {waitingFor === "query" &&
        createPortal(
          <div className="vitrine-special-collection__loading" data-spinner="category" aria-hidden="true">
            <span className="vitrine-spinner" />
          </div>,
          parts.panel,
        )}
      {createPortal(more, parts.more)}
    </>
  );
}
