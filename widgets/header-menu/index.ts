// Header menu: the CMS's per-market menu (desktop or mobile variant) behind an accessible disclosure button.
import { defineWidget, ownContainer } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { HeaderMenuView } from "./view";
import css from "./header-menu.css?raw";
import { contract } from "./schema";

adoptStyles(css);

export default defineWidget({
  name: "header-menu",
  ...contract,
  View: HeaderMenuView,
  // The button and panel go after the server links, which keep working until (and unless) a menu loads.
  setup: ownContainer("vitrine-header-menu"),
});
