// Video or image (§4) with adaptive streaming (§1, §7 "Other calls"): below desktop a no-video-on-mobile video is
// hidden and never loads, on desktop the fallback image is hidden; the stream plays through hls.js, imported only
// when the shopper presses play (README.md). The server's <source> is taken out while the widget runs, so no
// browser starts its own HLS behind hls.js's back; unmounting puts the server markup back.
import { createElement } from "react";
import { signal } from "@preact/signals-core";
import { defineWidget } from "../../core/widget";
import { missingPart } from "../../core/attributes";
import { sameOriginPath } from "../../core/safe-url";
import { adoptStyles } from "../../core/styles";
import { DESKTOP_MIN_WIDTH, visibility } from "./rules";
import { FALLBACK_SELECTOR, SOURCE_SELECTOR, contract } from "./schema";
import { VideoView } from "./view";
import css from "./video.css?raw";

adoptStyles(css);

export default defineWidget({
  name: "video",
  ...contract,
  enhance({ element, attributes, parts, render, fail }) {
    const player = parts.player;
    const source = player.querySelector<HTMLSourceElement>(SOURCE_SELECTOR);
    if (!source) return fail(missingPart(`[data-video-player] ${SOURCE_SELECTOR}`));
    const src = sameOriginPath(source.getAttribute("src"));
    if (!src) return fail({ attribute: "src", message: "the stream must be a same-origin URL" });
    const fallback = element.querySelector<HTMLElement>(FALLBACK_SELECTOR);
    const container = document.createElement("div");
    container.className = "vitrine-video";
    player.after(container);
    const serverControls = player.controls;
    source.remove();
    player.controls = false;

    const desktop = matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const visible = signal(false);
    const apply = () => {
      const shown = visibility(desktop.matches ? DESKTOP_MIN_WIDTH : 0, attributes.videoNoMobile);
      player.hidden = !shown.video;
      if (fallback) fallback.hidden = !shown.image;
      visible.value = shown.video;
    };
    apply();
    const title = (player.getAttribute("aria-label") ?? element.querySelector("figcaption")?.textContent ?? "").trim();
    render(createElement(VideoView, { video: player, src, videoId: attributes.video, title, visible }), container);
    desktop.addEventListener("change", apply);
    return () => {
      desktop.removeEventListener("change", apply);
      container.remove();
      player.hidden = false;
      if (fallback) fallback.hidden = false;
      player.controls = serverControls;
      player.prepend(source);
    };
  },
});
