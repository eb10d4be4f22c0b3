// Editorial search: the journal's results for the search page's query, kept in step with `q` in the URL.
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { editorialSearchAttributes } from "./schema";
import { EditorialSearchView, parts } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./editorial-search.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "editorial-search",
  attributes: editorialSearchAttributes,
  View: EditorialSearchView,
  setup(element) {
    const { status } = parts(element);
    const live = document.createElement("div");
    live.className = "vitrine-editorial-search__live vitrine-status-line";
    status.after(live);
    return { container: live, cleanup: () => live.remove() };
  },
});
