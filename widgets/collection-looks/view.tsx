import { useEffect, useLayoutEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { reportWidgetError } from "../../core/errors";
import { LiveRegion } from "../../core/listing/live-region";
import { showsButton } from "../../core/listing/paging";
import { config, textLocale } from "../../core/store";
import { URL_PARAM, readPositiveInt } from "../../core/url-state";
import type { ViewProps } from "../../core/widget";
import { listingText } from "../../markets/listing-messages";
import { enhance } from "./enhance";
import { WIDGET, createLooksFeed } from "./feed";
import { looksText } from "./messages";
import { looksRequest } from "./request";
import { isArticlePage, isRepeatedActivation } from "./rules";
import { partialLooks } from "./looks-dom";
import { LOAD_MORE, LOOK_ID, LOOK_LINK, type LooksAttributes, type looksParts } from "./schema";

export function CollectionLooks({ attributes, element, parts: { feed } }: ViewProps<LooksAttributes, typeof looksParts>) {
  useSignals();
  const [loadMore] = useState(() => element.querySelector<HTMLAnchorElement>(`a[${LOAD_MORE}]`));
  const [looks] = useState(() =>
    createLooksFeed({
      element,
      feed,
      page: readPositiveInt(new URLSearchParams(location.search), URL_PARAM.page),
      declaredTotal: attributes.looksTotal,
      canLoadMore: loadMore !== null,
      fetchPage: looksRequest(config.value.contentPath, isArticlePage(location.pathname, attributes.articlePage)),
    }),
  );
  // The button takes the link's place in the same commit: no frame without either, so nothing shifts.
  useLayoutEffect(() => {
    if (!loadMore) return;
    loadMore.hidden = true;
    return () => void (loadMore.hidden = false);
  }, [loadMore]);
  useEffect(() => enhance(feed, looks), [feed, looks]);
  // The rule a load-more page is held to (looks-dom.ts isWholeLook), told of the server's own looks: shown as sent.
  useEffect(() => {
    const partial = partialLooks(feed);
    if (partial.length === 0) return;
    const message = `${partial.length} ${partial.length === 1 ? "look is" : "looks are"} not whole (each needs ${LOOK_ID} and a[${LOOK_LINK}][href]): ${partial.join(", ")}`;
    reportWidgetError({ widget: WIDGET, element, message });
  }, [feed, element]);

  const state = looks.state.value;
  const language = textLocale.value;
  const waiting = state.loading !== undefined;
  return (
    <>
      {showsButton(state) && loadMore && (
        <button
          type="button"
          className={`${loadMore.className} vitrine-looks__button`}
          aria-disabled={waiting}
          onClick={(event) => {
            if (!isRepeatedActivation(event.nativeEvent)) void looks.loadMore();
          }}
          // Enter held down repeats the click: only the first one counts.
          onKeyDown={(event) => {
            if (event.key === "Enter" && isRepeatedActivation(event.nativeEvent)) event.preventDefault();
          }}
        >
          {listingText(language, "loadMore")}
          {waiting && <span className="vitrine-looks__spinner" aria-hidden="true" />}
        </button>
      )}
      {state.failed && <p className="vitrine-looks__error">{looksText(language, "looksFailed")}</p>}
      <LiveRegion announcer={looks.announcer} className="vitrine-looks__status vitrine-visually-hidden" />
    </>
  );
}
