// §7 "Looks load": the next page, with the article flag, through the listing page loader: sanitised HTML that
// proves it is a page of looks (HTML, not cut off, whole looks by the one rule of looks-dom.ts), else the failure path.
import { fragmentPath } from "../../core/fragment-paths";
import { loadPage } from "../../core/listing/page";
import { isWholeLook } from "./looks-dom";
import { LOOK_ID } from "./schema";

const LOOKS_TIMEOUT_MS = 8000;
let instances = 0;

/** The page loader of one grid; its own supersede key, so two grids on a page never cancel each other. */
export function looksRequest(contentPath: string, articlePage: boolean) {
  const supersede = `collection-looks-${++instances}`;
  return async (page: number, signal: AbortSignal): Promise<DocumentFragment> => {
    const options = { query: { page, articlePage }, signal, supersede, timeoutMs: LOOKS_TIMEOUT_MS };
    return (await loadPage(fragmentPath.collectionLooks(contentPath), { items: `[${LOOK_ID}]`, complete: isWholeLook }, options)).fragment;
  };
}
