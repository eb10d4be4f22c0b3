// Editorial article list: category and year filters, load more as an APG feed, the URL in step.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { ArticleListView } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./article-list.css?raw";
import { contract, type articleListParts } from "./schema";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "article-list",
  ...contract,
  View: ArticleListView,
  setup: ownContainer<typeof articleListParts>("vitrine-article-list__live vitrine-status-line", (_, live, { status }) =>
    status.after(live),
  ),
});
