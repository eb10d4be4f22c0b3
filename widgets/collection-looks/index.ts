// The looks grid of the collection page and of the editorial article (§2, §4 load more, §7 "Looks load").
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { LOAD_MORE, contract } from "./schema";
import { WIDGET } from "./feed";
import { CollectionLooks } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./collection-looks.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  View: CollectionLooks,
  // The controls render where the server's load-more link is (its box; `display: contents`), else at the end.
  setup: ownContainer("vitrine-looks", (root, container) => {
    const link = root.querySelector(`a[${LOAD_MORE}]`);
    if (link) link.after(container);
    else root.append(container);
  }),
});
