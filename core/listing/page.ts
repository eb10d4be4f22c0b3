// One page of a listing from its fragment (§7 "Content fragments"). A 200 answer is taken as a page only when it
// proves it is one: declared as HTML, not cut off (it ends with an end tag or a comment), holding the expected item
// markers and only complete items.
// Anything else rejects as an invalid response, so the listing takes its failure path instead of appending half a
// look or ending the feed as "0 more".
import { http, HttpError, type RequestOptions } from "../http";
import { htmlFragment } from "../html";
import { z } from "../zod";

const html = z.string();

export interface PageShape {
  /** The selector of one item (a look, a tile, an article). */
  items: string;
  /** An empty page is a real answer (a category or search with no results); else at least one item must come. */
  mayBeEmpty?: boolean;
  /** What a whole item holds; an item without it was cut off. */
  complete?: (item: HTMLElement) => boolean;
}

export interface FetchedFragment {
  fragment: DocumentFragment;
  items: HTMLElement[];
}

export type PageOptions = Omit<RequestOptions<string>, "schema" | "as" | "contentType">;

function invalid(path: string, reason: string): HttpError {
  return new HttpError("invalid-response", `invalid html response: ${reason}`, path);
}

export async function loadPage(path: string, shape: PageShape, options: PageOptions = {}): Promise<FetchedFragment> {
  const text = await http.get(path, { ...options, schema: html, as: "text", contentType: "text/html" });
  // A whole fragment ends with an end tag or a comment (blank text after it aside): anything else (text, a tag cut in
  // two, an element just opened) stopped mid-stream, whatever the parser would close for it.
  if (!/(?:<\/[a-z][^<>]*>|-->)\s*$/i.test(text)) throw invalid(path, "cut off");
  const fragment = htmlFragment(text);
  const items = [...fragment.querySelectorAll<HTMLElement>(shape.items)];
  if (items.length === 0 && !shape.mayBeEmpty) throw invalid(path, `no ${shape.items}`);
  if (shape.complete && !items.every(shape.complete)) throw invalid(path, `an incomplete ${shape.items}`);
  return { fragment, items };
}
