// Editorial search: the journal's results for the search page's query, kept in step with `q` in the URL.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { editorialSearchAttributes } from "./schema";
import { EditorialSearchView, editorialSearchParts } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./editorial-search.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "editorial-search",
  attributes: editorialSearchAttributes,
  parts: editorialSearchParts,
  View: EditorialSearchView,
  setup: ownContainer<typeof editorialSearchParts>("vitrine-editorial-search__live vitrine-status-line", (_, live, { status }) =>
    status.after(live),
  ),
});
