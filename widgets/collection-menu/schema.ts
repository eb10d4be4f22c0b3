// Markup contract of the collection menu (§2 "Collection page"): a `data-collection-menu` element (a <nav>) around one
// list of links, the current one marked `aria-current="page"`. It has no attributes of its own.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const menuAttributes = z.object({});

export type MenuAttributes = z.output<typeof menuAttributes>;

/** The list that scrolls: the menu's first list. */
export function findList(nav: HTMLElement): HTMLElement | null {
  return nav.querySelector<HTMLElement>("ul, ol");
}

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: menuAttributes } satisfies MarkupContract;
