import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { config, textLocale } from "../../core/store";
import { fragmentPath } from "../../core/fragment-paths";
import { loadPage } from "../../core/listing/page";
import { setBusy } from "../../core/listing/feed";
import { createAnnouncer } from "../../core/listing/announcer";
import { LiveRegion } from "../../core/listing/live-region";
import type { ViewProps } from "../../core/widget";
import { createEditorialSearch, normaliseQuery, type EditorialSearch, type EditorialSearchState } from "./search";
import { editorialSearchText, statusText } from "./messages";
import type { EditorialSearchAttributes, editorialSearchParts } from "./schema";

const TIMEOUT_MS = 8000;
export const RESULT_SELECTOR = "[data-editorial-result]";

/** The server's status line and results list, which the widget takes over (core/widget.ts reports a missing one). */

/** What the server rendered: results, none, or no query at all. */
function serverState(query: string, results: HTMLElement): EditorialSearchState {
  if (!query) return { status: "idle", query: "" };
  const count = results.querySelectorAll(RESULT_SELECTOR).length;
  return count > 0 ? { status: "results", query, count } : { status: "empty", query };
}

export function EditorialSearchView({
  attributes,
  element,
  parts: { status: serverStatus, results },
}: ViewProps<EditorialSearchAttributes, typeof editorialSearchParts>) {
  useSignals();
  const language = textLocale.value;
  const [state, setState] = useState(() => serverState(normaliseQuery(attributes.query ?? ""), results));
  // The status line is the search's live region: it says what the state says, in the page's language.
  const [announcer] = useState(() => createAnnouncer((language) => statusText(language, state)));
  const search = useRef<EditorialSearch | undefined>(undefined);

  // The live line replaces the server's in the same frame, so the status never blinks or shifts.
  useLayoutEffect(() => {
    serverStatus.hidden = true;
    return () => void (serverStatus.hidden = false);
  }, [serverStatus]);

  useEffect(() => {
    const contentPath = attributes.contentPath ?? config.value.contentPath;
    const controller = createEditorialSearch<DocumentFragment>(
      {
        element,
        load: async (query, signal) => {
          const path = fragmentPath.editorialSearch(contentPath, attributes.editorialSearchResultsPath, query);
          return (await loadPage(path, { items: RESULT_SELECTOR, mayBeEmpty: true }, { signal, timeoutMs: TIMEOUT_MS })).fragment;
        },
        count: (fragment) => fragment.querySelectorAll(RESULT_SELECTOR).length,
        // One insertion per response; a failure or an empty query clears the results of the previous query.
        show: (fragment) => results.replaceChildren(...(fragment ? [fragment] : [])),
        onChange(next) {
          const loading = next.status === "loading";
          setBusy(results, loading);
          results.classList.toggle("vitrine-editorial-search--loading", loading);
          setState(next);
          announcer.say((language) => statusText(language, next));
        },
      },
      serverState(normaliseQuery(attributes.query ?? ""), results),
    );
    search.current = controller;
    setBusy(results, false);
    const stop = controller.start();
    return () => {
      stop();
      search.current = undefined;
    };
  }, [attributes, element, results, announcer]);

  return (
    <>
      <LiveRegion announcer={announcer} className={`${serverStatus.className} vitrine-editorial-search__status`} />
      {state.status === "error" && (
        <button type="button" className="vitrine-editorial-search__retry vitrine-retry" onClick={() => search.current?.retry()}>
          {editorialSearchText(language, "retry")}
        </button>
      )}
    </>
  );
}
