// Markup contract of the special collection (§2, §3 "Special collection grid"): the section's own attributes, and the
// parts of the server markup the widget enhances (see README.md for the copy-paste example).
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const specialCollectionAttributes = z.object({
  /** §3: the total the page declares initially. */
  totalCount: attr.int({ min: 0 }),
  /** §4: the "new experience on old special collection" mode (fragments from the `.new.html` address). */
  newExperience: attr.bool(),
});

export type SpecialCollectionAttributes = z.output<typeof specialCollectionAttributes>;

export interface Tab {
  category: string;
  label: string;
  /** The server link, kept so the tab still opens in a new browser tab. */
  href: string;
}

/** The server markup the widget works on. */
export interface Parts {
  /** `[data-special-collection-tabs]`: the tab links' container; its first child is the server list, hidden once enhanced. */
  tabs: HTMLElement;
  serverTabList: HTMLElement;
  tabList: Tab[];
  /** Class names of the server list, its items and links, so the enhanced tabs look and measure the same. */
  tabClasses: { list: string; item: string; tab: string };
  /** `[data-special-collection-panel]`: the tab panel around the grid. */
  panel: HTMLElement;
  /** `[data-special-collection-grid]`: the list of product tiles. */
  grid: HTMLElement;
  /** `[data-special-collection-more]`: holds the server's load-more link (hidden when every product is shown). */
  more: HTMLElement;
  serverMore: HTMLAnchorElement;
}

export type PartsResult = { ok: true; parts: Parts } | { ok: false; attribute: string; message: string };

function part(section: HTMLElement, name: string): HTMLElement | null {
  return section.querySelector<HTMLElement>(`[${name}]`);
}

/** Finds the parts; the first missing one is named by its attribute, as a bad attribute is. */
export function readParts(section: HTMLElement): PartsResult {
  const missing = (attribute: string, message = "missing element") => ({ ok: false as const, attribute, message });
  const tabs = part(section, "data-special-collection-tabs");
  if (!tabs) return missing("data-special-collection-tabs");
  const links = [...tabs.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const serverTabList = tabs.firstElementChild;
  if (links.length === 0 || !(serverTabList instanceof HTMLElement)) return missing("data-special-collection-tabs", "no tab links");
  const tabList: Tab[] = [];
  for (const link of links) {
    const category = link.dataset["category"]?.trim();
    if (!category) return missing("data-category", "a tab link has no category");
    tabList.push({ category, label: link.textContent?.trim() ?? category, href: link.getAttribute("href") ?? "" });
  }
  const panel = part(section, "data-special-collection-panel");
  if (!panel) return missing("data-special-collection-panel");
  const grid = part(panel, "data-special-collection-grid");
  if (!grid) return missing("data-special-collection-grid", "missing element inside the panel");
  const more = part(section, "data-special-collection-more");
  if (!more) return missing("data-special-collection-more");
  const serverMore = more.querySelector("a");
  if (!serverMore) return missing("data-special-collection-more", "no load-more link");
  const first = links[0]!;
  const item = first.parentElement !== serverTabList ? first.parentElement : null;
  return {
    ok: true,
    parts: {
      tabs,
      serverTabList,
      tabList,
      tabClasses: { list: serverTabList.className, item: item?.className ?? "", tab: first.className },
      panel,
      grid,
      more,
      serverMore,
    },
  };
}
