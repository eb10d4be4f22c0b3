// The overlay service's container half: where a dialog renders. A `div` at the end of the body, outside everything
// else, so the modal (core/modal.ts) can make the rest of the page inert; one per kind of overlay on a page, shared
// by every instance that uses it (all the quick-buy triggers, two find-in-store buttons), in the market's direction
// (README "Configuration"), and removed with its last user. No React here: what renders into it is the widget's.
import { takeMarketDirection } from "./render/direction";

interface Host {
  element: HTMLElement;
  users: number;
  remove(): void;
}

const hosts = new Map<string, Host>();

export interface OverlayHost {
  element: HTMLElement;
  /** This user is done with it; the last one removes it (and undoes its setup). Works once. */
  release(): void;
}

/** The page's host of overlays of `kind` (class `vitrine-{kind}-host`). `setup` runs once, when the host is created
 * (the one dialog of a kind rendered into it, a marker), and is undone when it goes. */
export function acquireOverlayHost(kind: string, setup?: (host: HTMLElement) => (() => void) | void): OverlayHost {
  let host = hosts.get(kind);
  if (!host) {
    const element = document.createElement("div");
    element.className = `vitrine-${kind}-host`;
    document.body.append(element);
    const undo = [takeMarketDirection(element), setup?.(element)];
    const created: Host = {
      element,
      users: 0,
      remove() {
        hosts.delete(kind);
        undo.reverse().forEach((step) => step?.());
        element.remove();
      },
    };
    hosts.set(kind, (host = created));
  }
  const current = host;
  current.users++;
  let held = true;
  return {
    element: current.element,
    release() {
      if (!held) return;
      held = false;
      if (--current.users === 0) current.remove();
    },
  };
}
