// Where the ESM bootloader (`vitrine.js`, with its chunks beside it) is served from, for the classic loader.
// Beside the loader by default; a template whose loader is bundled elsewhere (an AEM clientlib that combines scripts)
// names the folder of dist/: `data-vitrine-public-path` on the loader's script tag, or, when the tag cannot carry
// attributes, `<meta name="vitrine-public-path" content="/etc.clientlibs/site/clientlibs/vitrine/resources/">`.
export function vitrineEntryUrl(script: HTMLScriptElement | null, doc: Document = document): string {
  const configured =
    script?.dataset["vitrinePublicPath"]?.trim() || doc.querySelector<HTMLMetaElement>('meta[name="vitrine-public-path"]')?.content.trim();
  const base = doc.baseURI;
  if (!configured) return new URL("vitrine.js", script?.src || base).href;
  // A folder, with or without its final slash.
  return new URL("vitrine.js", new URL(configured.endsWith("/") ? configured : `${configured}/`, base)).href;
}
