// §7 "Content fragments": the path of every HTML/JSON fragment the listings fetch, with the suffixes of
// §2 "Partial HTML fragment suffixes". Pure: values from the URL are percent-encoded here, so none can break out of its
// path segment.

/** Lone surrogates (a cut emoji, a broken cookie) become U+FFFD, as `String.prototype.toWellFormed` does. */
export function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** encodeURIComponent that never throws `URIError`. */
const enc = (value: string): string => encodeURIComponent(wellFormed(value));

/** A `{key}={value}&…` selector string from the present, non-empty values (AEM selector-style query). */
export function selectorQuery(params: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "")
    .map(([key, value]) => `${enc(key)}=${enc(String(value))}`)
    .join("&");
}

export const fragmentPath = {
  categoryGrid: (contentPath: string, query: string) => `${contentPath}.component-grid-template.${query}`,
  categoryData: (contentPath: string, query: string) => `${contentPath}.dataProducts.${query}`,
  searchGrid: (contentPath: string, query: string) => `${contentPath}.component-grid-template-search.${query}`,
  /** `{contentPath}.component-{editorial}-page.category={c}&year={y}&page={p}`, each part optional. */
  editorialArticles: (contentPath: string, editorial: string, parts: { category?: string; year?: string | number; page?: number }) =>
    `${contentPath}.component-${enc(editorial)}-page.${selectorQuery({ category: parts.category, year: parts.year, page: parts.page })}`,
  /** Query: `page`. */
  collectionLooks: (contentPath: string) => `${contentPath}.component-collection-looks-template.html`,
  /** Query: `page`, `category`, `pageLoad=false`. */
  specialCollection: (contentPath: string) => `${contentPath}.component-special-collection-template.html`,
  /** Query: `page`, `category`, `order`, `pageLoad=false`. */
  collectionProductGrid: (contentPath: string) => `${contentPath}/component-plp-grid.productlist.html`,
  editorialSearch: (contentPath: string, editorialSearchResultsPath: string, query: string) =>
    `${contentPath}${editorialSearchResultsPath}${enc(query)}`,
  /** `{resourceContext}/{country}/{language}/jcr:content/component-header.newmenu[.mobile][.{homeVersion}].html`; query: `wcmmode`, `code`. */
  headerMenu: (resourceContext: string, country: string, language: string, options: { mobile?: boolean; homeVersion?: string } = {}) =>
    `${resourceContext}/${enc(country)}/${enc(language)}/jcr:content/component-header.newmenu${options.mobile ? ".mobile" : ""}${
      options.homeVersion ? `.${enc(options.homeVersion)}` : ""
    }.html`,
};

/** §4 "new experience on old special collection": the facet address ends in `.new.html` instead of `.html`. */
export function newExperienceAddress(address: string): string {
  return address.replace(/\.html(?=$|[?#])/, ".new.html");
}
