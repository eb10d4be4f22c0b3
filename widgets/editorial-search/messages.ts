// The editorial search's own texts; numbers arrive as numbers, so each language writes them its own way.
import { createMessages, type Message } from "../../markets/messages";
import type { EditorialSearchState } from "./search";

export const en = {
  searching: "Searching the journal for “{query}”…",
  results: { one: "{count} journal article for “{query}”", other: "{count} journal articles for “{query}”" } as Message,
  noResults: "No journal articles for “{query}”.",
  failed: "Journal articles could not be loaded.",
  retry: "Try again",
};

export type EditorialSearchText = keyof typeof en;

export const editorialSearchText = createMessages<EditorialSearchText>(en, (language) => import(`./messages/${language}.ts`), ["el"]);

/** The status line of a state (the server renders the same line, so hydration changes nothing). */
export function statusText(language: string, state: EditorialSearchState): string {
  const { query } = state;
  switch (state.status) {
    case "idle":
      return "";
    case "loading":
      return editorialSearchText(language, "searching", { query });
    case "results":
      return editorialSearchText(language, "results", { query, count: state.count });
    case "empty":
      return editorialSearchText(language, "noResults", { query });
    case "error":
      return editorialSearchText(language, "failed");
  }
}
