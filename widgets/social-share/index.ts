// Social share (§9 "Social sharing"): the links drawn from the page configuration's templates, in place of the
// server's no-script line (the page's address), in the same room.
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { SocialShare } from "./view";
import css from "./share.css?raw";
import shared from "../../core/shared.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "social-share",
  ...contract,
  View: SocialShare,
  setup(_element, parts) {
    const container = document.createElement("div");
    parts.fallback.hidden = true;
    parts.fallback.after(container);
    return {
      container,
      cleanup() {
        container.remove();
        parts.fallback.hidden = false;
      },
    };
  },
});
