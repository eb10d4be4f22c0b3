// UI texts. `createMessages` turns an English catalog plus translations into a `t(language, key, vars)`; each widget
// can define its own beside it. `t` below holds the product texts (tile labels, prices, colours). Catalogs are keyed by BCP 47 language tag: the primary language, plus the
// script for Chinese ("zh-Hans", "zh-Hant"), matching MarketConfig.language. Any tag is accepted
// ("zh-TW", "pt_BR", "ar-KW"): it is maximised with Intl.Locale to find a catalog, then falls back
// to en, key by key.

type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | Plural;

const en = {
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

const catalogs: Record<string, Partial<Record<MessageKey, Message>>> = {
  it: {
    availableSoon: "Disponibile a breve",
    outOfStock: "Esaurito",
    onlineExclusive: "Esclusiva online",
    madeToOrder: "Su ordinazione",
    priceOnRequest: "Prezzo su richiesta",
    originalPrice: "Prezzo originale",
    privatePrice: "Prezzo vendite private",
    colourCount: { one: "{count} colore", other: "{count} colori" },
  },
  pt: {
    availableSoon: "Disponível em breve",
    outOfStock: "Esgotado",
    onlineExclusive: "Exclusivo online",
    madeToOrder: "Sob encomenda",
    priceOnRequest: "Preço sob consulta",
    originalPrice: "Preço original",
    privatePrice: "Preço de vendas privadas",
    colourCount: { one: "{count} cor", other: "{count} cores" },
  },
  "zh-Hans": {
    availableSoon: "即将发售",
    outOfStock: "缺货",
    onlineExclusive: "线上独家",
    madeToOrder: "按需定制",
    priceOnRequest: "价格请咨询",
    originalPrice: "原价",
    privatePrice: "私享特卖价",
    colourCount: { other: "{count} 种颜色" },
  },
  "zh-Hant": {
    availableSoon: "即將發售",
    outOfStock: "缺貨",
    onlineExclusive: "網上獨家",
    madeToOrder: "按需訂製",
    priceOnRequest: "價格請查詢",
    originalPrice: "原價",
    privatePrice: "私享特賣價",
    colourCount: { other: "{count} 種顏色" },
  },
  ja: {
    availableSoon: "近日発売",
    outOfStock: "在庫切れ",
    onlineExclusive: "オンライン限定",
    madeToOrder: "受注生産",
    priceOnRequest: "価格はお問い合わせください",
    originalPrice: "通常価格",
    privatePrice: "プライベートセール価格",
    colourCount: { other: "{count}色" },
  },
  ko: {
    availableSoon: "출시 예정",
    outOfStock: "품절",
    onlineExclusive: "온라인 단독",
    madeToOrder: "주문 제작",
    priceOnRequest: "가격 문의",
    originalPrice: "정상가",
    privatePrice: "프라이빗 세일 가격",
    colourCount: { other: "{count}가지 색상" },
  },
  ar: {
    availableSoon: "متوفر قريبًا",
    outOfStock: "نفد من المخزون",
    onlineExclusive: "حصريًا عبر الإنترنت",
    madeToOrder: "يُصنع حسب الطلب",
    priceOnRequest: "السعر عند الطلب",
    originalPrice: "السعر الأصلي",
    privatePrice: "سعر التخفيضات الخاصة",
    colourCount: { one: "لون واحد", two: "لونان", few: "{count} ألوان", many: "{count} لونًا", other: "{count} لون" },
  },
  ru: {
    availableSoon: "Скоро в продаже",
    outOfStock: "Нет в наличии",
    onlineExclusive: "Только онлайн",
    madeToOrder: "На заказ",
    priceOnRequest: "Цена по запросу",
    originalPrice: "Первоначальная цена",
    privatePrice: "Цена закрытой распродажи",
    colourCount: { one: "{count} цвет", few: "{count} цвета", many: "{count} цветов", other: "{count} цвета" },
  },
  tr: {
    availableSoon: "Yakında satışta",
    outOfStock: "Tükendi",
    onlineExclusive: "Online'a özel",
    madeToOrder: "Siparişe özel",
    priceOnRequest: "Fiyat için bilgi alın",
    originalPrice: "Orijinal fiyat",
    privatePrice: "Özel satış fiyatı",
    colourCount: { other: "{count} renk" },
  },
  th: {
    availableSoon: "พร้อมจำหน่ายเร็วๆ นี้",
    outOfStock: "สินค้าหมด",
    onlineExclusive: "เฉพาะออนไลน์",
    madeToOrder: "สั่งทำพิเศษ",
    priceOnRequest: "สอบถามราคา",
    originalPrice: "ราคาปกติ",
    privatePrice: "ราคาไพรเวทเซล",
    colourCount: { other: "{count} สี" },
  },
  // No market defaults to Greek, but gr shoppers may pick it through the static-lang cookie.
  el: {
    availableSoon: "Διαθέσιμο σύντομα",
    outOfStock: "Εξαντλήθηκε",
    onlineExclusive: "Αποκλειστικά online",
    madeToOrder: "Κατά παραγγελία",
    priceOnRequest: "Τιμή κατόπιν αιτήματος",
    originalPrice: "Αρχική τιμή",
    privatePrice: "Τιμή ιδιωτικών εκπτώσεων",
    colourCount: { one: "{count} χρώμα", other: "{count} χρώματα" },
  },
};

interface Resolved {
  catalog: string;
  numbers: Intl.NumberFormat;
  plurals: Intl.PluralRules;
}

/** Catalog for a tag among `translations`; numbers and plurals use the tag itself when valid (so "ar-KW" keeps its digits). */
function resolve(language: string, translations: Readonly<Record<string, unknown>>): Resolved {
  let catalog = "en";
  let locale = "en";
  try {
    const loc = new Intl.Locale(language.replace(/_/g, "-"));
    const max = loc.maximize();
    const found = [`${max.language}-${max.script}`, max.language].find((c) => c === "en" || Object.hasOwn(translations, c));
    if (found) [catalog, locale] = [found, loc.toString()];
  } catch {
    // not a language tag: English
  }
  return { catalog, numbers: new Intl.NumberFormat(locale), plurals: new Intl.PluralRules(locale) };
}

/** The page's dictionary (the configuration's `messages`, in `overrideLanguage`): key → text, over every catalog. */
let overrides: Readonly<Record<string, Message>> = {};
let overrideLanguage = "en";

/** Sets the page's text overrides (core/store.ts, from the configuration): they apply to texts asked in `language`. */
export function overrideMessages(language: string, messages: Readonly<Record<string, Message>>): void {
  overrides = messages;
  overrideLanguage = language;
}

export type Translate<K extends string> = (language: string, key: K, vars?: Record<string, string | number>) => string;

/** A translate function over an English catalog and its translations (missing keys fall back to English). */
export function createMessages<K extends string>(
  english: Readonly<Record<K, Message>>,
  translations: Readonly<Record<string, Partial<Record<K, Message>>>>,
): Translate<K> {
  const resolved = new Map<string, Resolved>();
  /** Intl's formatters are slow to make (a listing asks for a text per tile): once per language. */
  const resolvedFor = (language: string): Resolved => {
    let hit = resolved.get(language);
    if (!hit) {
      hit = resolve(language, translations);
      if (resolved.size > 64) resolved.clear(); // tags can come from a cookie: keep the cache bounded
      resolved.set(language, hit);
    }
    return hit;
  };
  return (language, key, vars = {}) => {
    const hit = resolvedFor(language);
    const own = Object.hasOwn(overrides, key) && resolvedFor(overrideLanguage).catalog === hit.catalog;
    const message: Message = (own ? overrides[key] : undefined) ?? translations[hit.catalog]?.[key] ?? english[key];
    return format(message, hit, vars);
  };
}

function format(message: Message, { numbers, plurals }: Resolved, vars: Record<string, string | number>): string {
  const count = vars.count;
  const template =
    typeof message === "string" ? message : (message[typeof count === "number" ? plurals.select(count) : "other"] ?? message.other);
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(vars, name)) return match;
    const value = vars[name];
    return typeof value === "number" ? numbers.format(value) : String(value);
  });
}

/** Product texts: tile labels, prices, colours. */
export const t = createMessages(en, catalogs);
