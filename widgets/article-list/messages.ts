// The article list's own texts (the shared listing texts cover "Load more", "Loading…" and load failures).
import { createMessages, type Message } from "../../markets/messages";
import { listingText } from "../../markets/listing-messages";

export const en = {
  /** The feed's counter; both numbers arrive as numbers. */
  shown: { one: "{current} of {total} article", other: "{current} of {total} articles" } as Message,
  articlesLoaded: { one: "{count} more article loaded", other: "{count} more articles loaded" } as Message,
  listFailed: "Articles could not be loaded.",
  retry: "Try again",
};

export type ArticleListText = keyof typeof en;

export const articleListText = createMessages<ArticleListText>(en, (language) => import(`./messages/${language}.ts`), ["el"]);

export type ArticleListStatus = "idle" | "loading-more" | "loading-filters" | "more-failed" | "filters-failed";

/** What the status line says. */
export interface Shown {
  status: ArticleListStatus;
  /** Articles shown, of `total` matching the filters. */
  count: number;
  total: number;
  /** Articles the last load more appended (announced once). */
  appended?: number;
}

export function statusText(language: string, { status, count, total, appended }: Shown): string {
  const shown = articleListText(language, "shown", { current: count, total, count: total });
  switch (status) {
    case "loading-more":
    case "loading-filters":
      return listingText(language, "loading");
    case "more-failed":
      return listingText(language, "loadFailed");
    case "filters-failed":
      return articleListText(language, "listFailed");
    case "idle":
      return appended ? `${articleListText(language, "articlesLoaded", { count: appended })}. ${shown}` : shown;
  }
}
