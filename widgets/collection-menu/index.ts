// The collection menu's custom scrollable area on non-desktop screens (§2 "Collection page").
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { CollectionMenu, WIDGET } from "./view";
import css from "./collection-menu.css?raw";
import { contract } from "./schema";

adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  View: CollectionMenu,
  // The buttons overlay the ends of the list (absolutely placed): their container has no box of its own.
  setup: ownContainer("vitrine-menu__controls"),
});
