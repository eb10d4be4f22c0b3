// The article list's own texts (the shared listing texts cover "Load more", "Loading…" and load failures).
import { createMessages, type Message } from "../../markets/messages";
import { listingText } from "../../markets/listing-messages";

const en = {
  /** The feed's counter; both numbers arrive as numbers. */
  shown: { one: "{current} of {total} article", other: "{current} of {total} articles" } as Message,
  articlesLoaded: { one: "{count} more article loaded", other: "{count} more articles loaded" } as Message,
  listFailed: "Articles could not be loaded.",
  retry: "Try again",
};

export type ArticleListText = keyof typeof en;

export const articleListText = createMessages<ArticleListText>(en, {
  it: {
    shown: { one: "{current} di {total} articolo", other: "{current} di {total} articoli" },
    articlesLoaded: { one: "{count} altro articolo caricato", other: "{count} altri articoli caricati" },
    listFailed: "Impossibile caricare gli articoli.",
    retry: "Riprova",
  },
  pt: {
    shown: { one: "{current} de {total} artigo", other: "{current} de {total} artigos" },
    articlesLoaded: { one: "Mais {count} artigo carregado", other: "Mais {count} artigos carregados" },
    listFailed: "Não foi possível carregar os artigos.",
    retry: "Tentar novamente",
  },
  "zh-Hans": {
    shown: { other: "{current} / {total} 篇文章" },
    articlesLoaded: { other: "又加载了 {count} 篇文章" },
    listFailed: "无法加载文章。",
    retry: "重试",
  },
  "zh-Hant": {
    shown: { other: "{current} / {total} 篇文章" },
    articlesLoaded: { other: "又載入了 {count} 篇文章" },
    listFailed: "無法載入文章。",
    retry: "重試",
  },
  ja: {
    shown: { other: "{total}件中{current}件の記事" },
    articlesLoaded: { other: "記事を{count}件追加で読み込みました" },
    listFailed: "記事を読み込めませんでした。",
    retry: "再試行",
  },
  ko: {
    shown: { other: "기사 {total}개 중 {current}개" },
    articlesLoaded: { other: "기사 {count}개를 더 불러왔습니다" },
    listFailed: "기사를 불러올 수 없습니다.",
    retry: "다시 시도",
  },
  ar: {
    shown: {
      zero: "{current} من {total} مقال",
      one: "{current} من {total} مقال",
      two: "{current} من {total} مقال",
      few: "{current} من {total} مقالات",
      many: "{current} من {total} مقالًا",
      other: "{current} من {total} مقال",
    },
    articlesLoaded: {
      one: "تم تحميل مقال واحد آخر",
      two: "تم تحميل مقالين آخرين",
      few: "تم تحميل {count} مقالات أخرى",
      many: "تم تحميل {count} مقالًا آخر",
      other: "تم تحميل {count} مقال آخر",
    },
    listFailed: "تعذّر تحميل المقالات.",
    retry: "أعد المحاولة",
  },
  ru: {
    shown: {
      one: "{current} из {total} статьи",
      few: "{current} из {total} статей",
      many: "{current} из {total} статей",
      other: "{current} из {total} статей",
    },
    articlesLoaded: {
      one: "Загружена ещё {count} статья",
      few: "Загружено ещё {count} статьи",
      many: "Загружено ещё {count} статей",
      other: "Загружено ещё {count} статьи",
    },
    listFailed: "Не удалось загрузить статьи.",
    retry: "Повторить",
  },
  tr: {
    shown: { other: "{total} makaleden {current} tanesi" },
    articlesLoaded: { other: "{count} makale daha yüklendi" },
    listFailed: "Makaleler yüklenemedi.",
    retry: "Tekrar dene",
  },
  th: {
    shown: { other: "บทความ {current} จาก {total} เรื่อง" },
    articlesLoaded: { other: "โหลดบทความเพิ่ม {count} เรื่อง" },
    listFailed: "ไม่สามารถโหลดบทความได้",
    retry: "ลองอีกครั้ง",
  },
  el: {
    shown: { one: "{current} από {total} άρθρο", other: "{current} από {total} άρθρα" },
    articlesLoaded: { one: "Φορτώθηκε {count} ακόμη άρθρο", other: "Φορτώθηκαν {count} ακόμη άρθρα" },
    listFailed: "Δεν ήταν δυνατή η φόρτωση των άρθρων.",
    retry: "Δοκιμάστε ξανά",
  },
});

export type ArticleListStatus = "idle" | "loading-more" | "loading-filters" | "more-failed" | "filters-failed";

/** What the status line says. */
export interface Shown {
  status: ArticleListStatus;
  /** Articles shown, of `total` matching the filters. */
  count: number;
  total: number;
  /** Articles the last load more appended (announced once). */
  appended?: number;
}

export function statusText(language: string, { status, count, total, appended }: Shown): string {
  const shown = articleListText(language, "shown", { current: count, total, count: total });
  switch (status) {
    case "loading-more":
    case "loading-filters":
      return listingText(language, "loading");
    case "more-failed":
      return listingText(language, "loadFailed");
    case "filters-failed":
      return articleListText(language, "listFailed");
    case "idle":
      return appended ? `${articleListText(language, "articlesLoaded", { count: appended })}. ${shown}` : shown;
  }
}
