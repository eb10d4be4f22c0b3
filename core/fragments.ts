// Fetches an HTML fragment through the one HTTP client and hands it over sanitised (core/html.ts), ready to append.
import { http, type RequestOptions } from "./http";
import { htmlFragment } from "./html";
import { z } from "./zod";

const html = z.string();

export type FragmentOptions = Omit<RequestOptions<string>, "schema" | "as">;

export async function loadFragment(path: string, options: FragmentOptions = {}): Promise<DocumentFragment> {
  return htmlFragment(await http.get(path, { ...options, schema: html, as: "text" }));
}
