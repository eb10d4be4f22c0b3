// Editorial article list: category and year filters, load more as an APG feed, the URL in step.
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { articleListAttributes } from "./schema";
import { parts } from "./list";
import { ArticleListView } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./article-list.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "article-list",
  attributes: articleListAttributes,
  View: ArticleListView,
  setup(element) {
    const { status } = parts(element);
    const live = document.createElement("div");
    live.className = "vitrine-article-list__live vitrine-status-line";
    status.after(live);
    return { container: live, cleanup: () => live.remove() };
  },
});
