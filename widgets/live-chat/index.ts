// Live chat (§1, §9 "Other flags": hub EMEA): a launcher whose vendor script loads on the shopper's request only, with
// the contact link as the no-script way and the fallback. The server keeps the launcher's room.
import { createElement } from "react";
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { LiveChat } from "./view";
import css from "./chat.css?raw";
import { contract } from "./schema";

adoptStyles(css);

export default defineWidget({
  name: "live-chat",
  ...contract,
  enhance({ element, parts, render }) {
    const status = document.createElement("div");
    element.append(status);
    render(
      createElement(LiveChat, {
        block: element,
        launcher: parts.launcher,
        contact: parts.contact,
      }),
      status,
    );
    return () => {
      status.remove();
      parts.launcher.hidden = false;
      parts.contact.hidden = false;
    };
  },
});
