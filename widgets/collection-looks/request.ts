// §7 "Looks load": the next page, with the article flag, through the one fragment loader (sanitised HTML).
import { loadFragment } from "../../core/fragments";
import { fragmentPath } from "../../core/fragment-paths";

const LOOKS_TIMEOUT_MS = 8000;
let instances = 0;

/** The page loader of one grid; its own supersede key, so two grids on a page never cancel each other. */
export function looksRequest(contentPath: string, articlePage: boolean) {
  const supersede = `collection-looks-${++instances}`;
  return (page: number, signal: AbortSignal): Promise<DocumentFragment> =>
    loadFragment(fragmentPath.collectionLooks(contentPath), { query: { page, articlePage }, signal, supersede, timeoutMs: LOOKS_TIMEOUT_MS });
}
