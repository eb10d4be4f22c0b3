// Markup contract of the special collection (§2, §3 "Special collection grid"): the section's own attributes, and the
// parts of the server markup the widget enhances (see README.md for the copy-paste example).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr, type AttributeResult } from "../../core/attributes";
import type { Parts as WidgetParts } from "../../core/widget";

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

/** The parts without which the widget cannot work (core/widget.ts reports a missing one by its selector). */
export const specialCollectionParts = {
  /** The tab links' container; its first child is the server list, hidden once enhanced. */
  tabs: "[data-special-collection-tabs]",
  firstTab: "[data-special-collection-tabs] a[href]",
  /** The tab panel around the grid. */
  panel: "[data-special-collection-panel]",
  /** The list of product tiles. */
  grid: "[data-special-collection-panel] [data-special-collection-grid]",
  /** Holds the server's load-more link (hidden when every product is shown). */
  more: "[data-special-collection-more]",
  serverMore: "[data-special-collection-more] a",
};

/** The server markup the widget works on: the required parts and what the tabs' markup says. */
export interface Parts extends WidgetParts<typeof specialCollectionParts> {
  serverTabList: HTMLElement;
  tabList: Tab[];
  /** Class names of the server list, its items and links, so the enhanced tabs look and measure the same. */
  tabClasses: { list: string; item: string; tab: string };
}

/** Reads the tabs from the found parts; a tab link without its category is named like a bad attribute. */
export function readTabs(found: WidgetParts<typeof specialCollectionParts>): AttributeResult<Parts> {
  const { tabs, firstTab } = found;
  const tabList: Tab[] = [];
  for (const link of tabs.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const category = link.dataset["category"]?.trim();
    if (!category) return { ok: false, attribute: "data-category", message: "a tab link has no category" };
    tabList.push({ category, label: link.textContent?.trim() ?? category, href: link.getAttribute("href") ?? "" });
  }
  // A tab link is inside, so the server list (the container's first child) is there.
  const serverTabList = tabs.firstElementChild as HTMLElement;
  const item = firstTab.parentElement !== serverTabList ? firstTab.parentElement : null;
  const tabClasses = { list: serverTabList.className, item: item?.className ?? "", tab: firstTab.className };
  return { ok: true, value: { ...found, serverTabList, tabList, tabClasses } };
}

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: specialCollectionAttributes, parts: specialCollectionParts } satisfies MarkupContract;
