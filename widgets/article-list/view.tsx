import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { textLocale } from "../../core/store";
import { createAnnouncer } from "../../core/listing/announcer";
import { LiveRegion } from "../../core/listing/live-region";
import type { ViewProps } from "../../core/widget";
import { initialShown, mountArticleList } from "./list";
import { articleListText, statusText, type Shown } from "./messages";
import type { ArticleListAttributes, articleListParts } from "./schema";

/** The list works on the server's markup (list.ts); React renders its voice: the live status line, which replaces
 * the server's, and the retry after a failure. */
export function ArticleListView({ attributes, element, parts: listParts }: ViewProps<ArticleListAttributes, typeof articleListParts>) {
  useSignals();
  const language = textLocale.value;
  const [shown, setShown] = useState<Shown>(() => initialShown(attributes, listParts.feed));
  // The status line is the list's live region: it says what the list shows, in the page's language.
  const [announcer] = useState(() => createAnnouncer((language) => statusText(language, shown)));
  const list = useRef<ReturnType<typeof mountArticleList>>(undefined);

  useLayoutEffect(() => {
    const { status } = listParts;
    status.hidden = true;
    return () => void (status.hidden = false);
  }, [listParts]);

  useEffect(() => {
    const mounted = mountArticleList(element, attributes, listParts, (next) => {
      setShown(next);
      announcer.say((language) => statusText(language, next));
    });
    list.current = mounted;
    return () => {
      list.current = undefined;
      mounted.destroy();
    };
  }, [element, attributes, listParts, announcer]); // fixed for the element's life: runs once

  const failed = shown.status === "more-failed" || shown.status === "filters-failed";
  return (
    <>
      <LiveRegion announcer={announcer} className={`${listParts.status.className} vitrine-article-list__status`} />
      {failed && (
        <button type="button" className="vitrine-article-list__retry vitrine-retry" onClick={() => list.current?.retry()}>
          {articleListText(language, "retry")}
        </button>
      )}
    </>
  );
}
