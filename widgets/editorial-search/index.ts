// Editorial search: the journal's results for the search page's query, kept in step with `q` in the URL.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { EditorialSearchView } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./editorial-search.css?raw";
import { contract, type editorialSearchParts } from "./schema";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "editorial-search",
  ...contract,
  View: EditorialSearchView,
  setup: ownContainer<typeof editorialSearchParts>("vitrine-editorial-search__live vitrine-status-line", (_, live, { status }) =>
    status.after(live),
  ),
});
