// UI texts. `createMessages` turns an English catalog plus the loader of its translations into a `t(language, key, vars)`;
// each widget can define its own beside it. `t` below holds the product texts (tile labels, prices, colours).
// Catalogs are keyed by BCP 47 language tag: the primary language, plus the script for Chinese ("zh-Hans", "zh-Hant"),
// matching MarketConfig.language. Any tag is accepted ("zh-TW", "pt_BR", "ar-KW"): where a script decides, it is
// maximised with Intl.Locale to find a catalog; texts fall back to en, key by key.
//
// Only English travels in the code: each translation is a module of its own (`messages/ja.ts` beside `messages.ts`),
// a small chunk of its own in the build, loaded when it is needed. A catalog is given one loader, `(language) =>
// import(`./messages/${language}.ts`)` (the build turns it into an import per file: rollup.config.mjs), and knows
// which languages it has without loading anything: the markets' (MARKET_LANGUAGES), plus any it names (Greek), so a
// page in another language requests nothing and shows English. A page needs one language: core/store.ts
// names it (`loadLanguage`) as the store starts, before any widget code runs, and every catalog created then or later
// starts loading that language's table at once, so a widget's tables download while its chunk evaluates, all in
// parallel. The mounter (core/mounting.ts) waits for the loads under way (`messagesLoading`) before a widget's first
// render: `t` stays synchronous, and a page in Japanese never shows English first. An English page loads nothing.
// The cost is one small request after a widget's chunk, not before it: a top-level await in each messages module would
// do the same, but modules bundled into one chunk evaluate one after another, so each await would hold back the next
// module's request; the mounter's one wait lets them all go at once.
// Outside the built bundle (vitest, Storybook) `loadAllMessages` loads every table of every catalog up front, so
// `t("ja", …)` works there in any language.

type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | Plural;

export const en = {
  availableSoon: "Available soon",
  outOfStock: "Out of stock",
  onlineExclusive: "Online exclusive",
  madeToOrder: "Made to order",
  priceOnRequest: "Price on request",
  originalPrice: "Original price",
  privatePrice: "Private sales price",
  // {percent} is expected already formatted, e.g. by formatPercent.
  discount: "-{percent}",
  colourCount: { one: "{count} colour", other: "{count} colours" } as Message,
  moreColours: "+ {count}",
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

interface Resolved {
  catalog: string;
  /** The tag numbers and plurals use. */
  locale: string;
}

/** The languages of the markets (markets/markets.ts) but English: every catalog has a table for each. */
const MARKET_LANGUAGES = ["it", "pt", "zh-Hans", "zh-Hant", "ja", "ko", "ar", "ru", "tr", "th"];

/** Catalog for a tag among `languages`; numbers and plurals use the tag itself when valid (so "ar-KW" keeps its digits).
 * The tag is maximised (likely-subtags data: ~10 ms the first time on a 4× slower phone) only when a script decides the
 * catalog: a language with script catalogs ("zh" → "zh-Hans", "zh-Hant") or none ("und"). */
function resolve(language: string, languages: ReadonlySet<string>): Resolved {
  try {
    const loc = new Intl.Locale(language.replace(/_/g, "-"));
    const scripts = loc.language === "und" || [...languages].some((name) => name.startsWith(`${loc.language}-`));
    const max = scripts ? loc.maximize() : loc;
    const found = [`${max.language}-${max.script}`, max.language].find((c) => c === "en" || languages.has(c));
    if (found) return { catalog: found, locale: loc.toString() };
  } catch {
    // not a language tag: English
  }
  return { catalog: "en", locale: "en" };
}

/** Intl's formatters per locale, shared by every catalog and made on first use (the page's first NumberFormat, the
 * costly one, is prepared in a task of its own: `loadLanguage`). */
const formatters = new Map<string, { numbers?: Intl.NumberFormat; plurals?: Intl.PluralRules }>();
function formattersOf(locale: string) {
  let hit = formatters.get(locale);
  if (!hit) {
    if (formatters.size > 64) formatters.clear(); // tags can come from a cookie: keep the cache bounded
    formatters.set(locale, (hit = {}));
  }
  return hit;
}
const numbersOf = (locale: string) => (formattersOf(locale).numbers ??= new Intl.NumberFormat(locale));
const pluralsOf = (locale: string) => (formattersOf(locale).plurals ??= new Intl.PluralRules(locale));

/** The page's dictionary (the configuration's `messages`, in `overrideLanguage`): key → text, over every catalog. */
let overrides: Readonly<Record<string, Message>> = {};
let overrideLanguage = "en";

/** Sets the page's text overrides (core/store.ts, from the configuration): they apply to texts asked in `language`. */
export function overrideMessages(language: string, messages: Readonly<Record<string, Message>>): void {
  overrides = messages;
  overrideLanguage = language;
}

/** One language's texts of a catalog: any key it leaves out is English. */
export type Table<K extends string> = Partial<Record<K, Message>>;
/** Loads a language's translation module, `(language) => import(`./messages/${language}.ts`)`: its default export is
 * the table (each table checks itself: `satisfies Table<keyof typeof en>`). */
export type TableLoader<K extends string> = (language: string) => Promise<{ default: Table<K> }>;

interface Catalog {
  load: TableLoader<string>;
  /** Languages it has a table for (English aside). */
  languages: ReadonlySet<string>;
  tables: Record<string, Table<string>>;
  /** Languages whose table is loaded or loading. */
  requested: Set<string>;
}

const known: Catalog[] = [];
/** The languages every catalog loads: the page's, or every one (`"*"`: tests and stories). */
const wanted = new Set<string>();
const loading = new Set<Promise<void>>();
let failed: (error: unknown) => void = () => {};

function request(catalog: Catalog, language: string): void {
  const names = language === "*" ? catalog.languages : [resolve(language, catalog.languages).catalog];
  for (const name of names) {
    if (!catalog.languages.has(name) || catalog.requested.has(name)) continue;
    catalog.requested.add(name);
    const load = catalog.load(name).then(
      (module) => void (catalog.tables[name] = module.default),
      (error: unknown) => {
        catalog.requested.delete(name); // English meanwhile; the next language change tries again
        failed(error);
      },
    );
    loading.add(load);
    void load.then(() => loading.delete(load));
  }
}

/** The page is in `language` (core/store.ts): every catalog, now and to come, loads that language's table; a table
 * that cannot load is given to `onError` (its texts stay English). */
export function loadLanguage(language: string, onError: (error: unknown) => void): void {
  failed = onError;
  wanted.add(language);
  for (const catalog of known) request(catalog, language);
  // The page's first NumberFormat loads ICU's number data (~45 ms on a 4× slower phone; any later one, whatever its
  // locale, takes under 1 ms): in a task of its own before the first render, so it never makes a render's task long.
  setTimeout(() => {
    try {
      numbersOf(new Intl.Locale(language).toString());
    } catch {
      // not a language tag ("*": every language, in tests): nothing to prepare
    }
  }, 0);
}

/** Every table of every catalog, now and to come: outside the built bundle (tests/unit/setup.ts, Storybook). */
export async function loadAllMessages(): Promise<void> {
  const errors: unknown[] = [];
  loadLanguage("*", (error) => errors.push(error));
  await messagesLoading();
  if (errors.length > 0) throw errors[0];
}

/** The table loads under way, settled once they all are (loaded or failed); undefined when none is. */
export function messagesLoading(): Promise<unknown> | undefined {
  return loading.size > 0 ? Promise.all(loading) : undefined;
}

export type Translate<K extends string> = (language: string, key: K, vars?: Record<string, string | number>) => string;

/** A translate function over an English catalog and its translations (missing keys fall back to English): `load` gives
 * the table of each market language and of `moreLanguages`, those it has beyond them (`["el"]` where it has Greek). */
export function createMessages<K extends string>(
  english: Readonly<Record<K, Message>>,
  load: TableLoader<K>,
  moreLanguages: readonly string[] = [],
): Translate<K> {
  const languages = new Set([...MARKET_LANGUAGES, ...moreLanguages]);
  const catalog: Catalog = { load, languages, tables: {}, requested: new Set() };
  known.push(catalog);
  for (const language of wanted) request(catalog, language);
  const tables = catalog.tables as Record<string, Table<K>>;
  const resolved = new Map<string, Resolved>();
  /** A listing asks for a text per tile: the catalog is found once per language. */
  const resolvedFor = (language: string): Resolved => {
    let hit = resolved.get(language);
    if (!hit) {
      hit = resolve(language, languages);
      if (resolved.size > 64) resolved.clear(); // tags can come from a cookie: keep the cache bounded
      resolved.set(language, hit);
    }
    return hit;
  };
  return (language, key, vars = {}) => {
    const hit = resolvedFor(language);
    const own = Object.hasOwn(overrides, key) && resolvedFor(overrideLanguage).catalog === hit.catalog;
    const message: Message = (own ? overrides[key] : undefined) ?? tables[hit.catalog]?.[key] ?? english[key];
    return format(message, hit, vars);
  };
}

function format(message: Message, { locale }: Resolved, vars: Record<string, string | number>): string {
  const count = vars.count;
  const template =
    typeof message === "string"
      ? message
      : (message[typeof count === "number" ? pluralsOf(locale).select(count) : "other"] ?? message.other);
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(vars, name)) return match;
    const value = vars[name];
    return typeof value === "number" ? numbersOf(locale).format(value) : String(value);
  });
}

/** Product texts: tile labels, prices, colours. */
export const t = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
