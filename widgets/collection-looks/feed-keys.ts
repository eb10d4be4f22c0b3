// APG feed keyboard: Page Down / Page Up move focus to the next / previous look, from anywhere inside a look.
import { focusItem } from "../../core/dom";
import { lookElements } from "./looks-dom";
import { LOOK_ID } from "./schema";

const STEP: Readonly<Record<string, number>> = { PageDown: 1, PageUp: -1 };

export function connectFeedKeys(feed: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    const current = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${LOOK_ID}]`) : null;
    if (!step || !current) return;
    const looks = lookElements(feed);
    const next = looks[looks.indexOf(current) + step];
    if (!next) return;
    event.preventDefault();
    focusItem(next);
  };
  feed.addEventListener("keydown", onKeyDown);
  return () => feed.removeEventListener("keydown", onKeyDown);
}
